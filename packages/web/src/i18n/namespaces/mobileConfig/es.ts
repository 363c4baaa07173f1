import type en from './en';

/** Texts of System → Mobile operation config. */
const es: typeof en = {
  customer: 'Cliente',
  chooseCustomer: 'Elija un cliente para configurarlo.',
  client: { maintenance: 'App de mantenimiento', applet: 'Miniprograma B' },
  field: {
    order: 'Orden',
    function: 'Función',
    title: 'Título mostrado',
    icon: 'Icono',
    visible: 'Visible',
  },
  titlePlaceholder: 'Por defecto: {{title}}',
  moveUp: 'Subir',
  moveDown: 'Bajar',
  drag: 'Arrastre para ordenar',
  customised: 'Personalizado',
  defaults: 'Valores predeterminados',
  reset: 'Restaurar valores predeterminados',
  confirmReset:
    '¿Restaurar las funciones predeterminadas de {{client}} para {{customer}}? Se descartan el orden, los títulos y los iconos actuales.',
  resetDone: 'Valores predeterminados restaurados',
  unsaved: 'Cambios sin guardar',
  preview: 'Vista previa',
  nothingShown: 'No se muestra ninguna función.',
};
export default es;
