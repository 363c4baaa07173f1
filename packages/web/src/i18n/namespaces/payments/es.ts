import type en from './en';

const es: typeof en = {
  entity: 'configuración de pago',
  field: {
    customer: 'Cliente',
    provider: 'Proveedor',
    payType: 'Tipo de pago',
    autoRefund: 'Reembolso automático',
    merchantName: 'Nombre del comercio',
    appId: 'ID de la aplicación',
    merchantNo: 'Número de comercio',
    signType: 'Tipo de firma',
    rate: 'Tarifa (%)',
    merchantKey: 'Clave del comercio',
    privateKey: 'Clave privada',
    remark: 'Observaciones',
  },
  provider: { sandbox: 'Sandbox', wechatPay: 'WeChat Pay', alipay: 'Alipay' },
  yes: 'Sí',
  no: 'No',
  hint: {
    keyKept: 'Se guarda cifrada y no se vuelve a mostrar. Déjela vacía para conservar la guardada.',
    keyNew: 'Se guarda cifrada y no se vuelve a mostrar.',
    autoRefund: 'Una dispensación fallida se reembolsa sin intervención.',
  },
  confirm: {
    enable: '¿Activar la configuración «{{name}}»? Las máquinas de este cliente cobrarán este tipo de pago con ella.',
    disable: '¿Desactivar la configuración «{{name}}»? Las máquinas de este cliente ya no podrán cobrar este tipo de pago con ella.',
  },
};
export default es;
