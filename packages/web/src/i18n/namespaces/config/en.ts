/** Texts of the parameter screen. */
const en = {
  name: 'parameter',
  field: {
    configId: 'ID',
    configName: 'Parameter name',
    configKey: 'Parameter key',
    configValue: 'Parameter value',
    configType: 'Built in',
  },
  hint: {
    builtInKey: 'The key of a built-in parameter cannot be changed, and it cannot be deleted.',
  },
};
export default en;
