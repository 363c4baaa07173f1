import type en from './en';

const es: typeof en = {
  site: {
    title: 'Puntos',
    entity: 'punto',
    importName: 'puntos',
  },
  zone: {
    title: 'Zonas',
    entity: 'zona',
    deleteConfirm_one:
      '¿Eliminar la zona «{{name}}»? También se elimina su destinatario de alarmas; sus puntos y rutas se conservan, sin zona.',
    deleteConfirm_other:
      '¿Eliminar la zona «{{name}}»? También se eliminan sus {{count}} destinatarios de alarmas; sus puntos y rutas se conservan, sin zona.',
    deleteManyConfirm_one:
      '¿Eliminar {{count}} zona? También se eliminan sus destinatarios de alarmas; sus puntos y rutas se conservan, sin zona.',
    deleteManyConfirm_other:
      '¿Eliminar {{count}} zonas? También se eliminan sus destinatarios de alarmas; sus puntos y rutas se conservan, sin zona.',
    deleted_one: 'Zona eliminada junto con {{count}} destinatario de alarmas.',
    deleted_other: 'Zona eliminada junto con {{count}} destinatarios de alarmas.',
  },
  route: {
    title: 'Rutas',
    entity: 'ruta',
  },
  field: {
    customer: 'Cliente',
    siteName: 'Nombre del punto',
    siteCode: 'Código del punto',
    keyword: 'Nombre o código',
    region: 'Región',
    address: 'Dirección',
    lng: 'Longitud',
    lat: 'Latitud',
    coordinates: 'Coordenadas',
    scenario: 'Escenario',
    contact: 'Contacto',
    phone: 'Teléfono',
    zone: 'Zona',
    route: 'Ruta',
    status: 'Estado',
    remark: 'Observación',
    devices: 'Dispositivos',
    createTime: 'Creado',
    updateTime: 'Actualizado',
    zoneName: 'Nombre de la zona',
    routeName: 'Nombre de la ruta',
    recipients: 'Destinatarios de alarmas',
    points: 'Puntos',
    routes: 'Rutas',
    maintainer: 'Cuenta de mantenimiento',
    sitesOnRoute: 'Puntos de la ruta',
    recipientAccount: 'Cuenta',
    recipientName: 'Nombre',
    email: 'Correo',
    alarmKinds: 'Tipos de alarma',
  },
  alarmKind: {
    fault: 'Avería',
    warning: 'Aviso',
    material: 'Material',
  },
  hint: {
    customer: 'Déjelo vacío para su propio cliente.',
    coordinates: 'Grados decimales (latitud, longitud), p. ej. 40.4168 / -3.7038; el botón toma los de la región elegida.',
    useRegionCoordinates: 'Usar las coordenadas de la región',
    recipients: 'Cuentas del cliente o cualquier contacto con teléfono o correo. Como máximo {{max}}.',
    recipientAccount: 'Opcional: una cuenta del cliente',
    sitesOnRoute: 'Los puntos del cliente en esta ruta.',
    chooseCustomerFirst: 'Elija primero el cliente.',
    importCustomer: 'Los puntos se importan en este cliente (o en una de sus tiendas).',
    importCustomerRequired: 'Elija el cliente al que se importan los puntos.',
  },
  action: {
    addRecipient: 'Añadir destinatario',
    removeRecipient: 'Quitar',
  },
  select: {
    site: 'Seleccione un punto',
    zone: 'Seleccione una zona',
    route: 'Seleccione una ruta',
    region: 'País / provincia / ciudad / distrito',
    account: 'Seleccione una cuenta',
  },
};
export default es;
