import type en from './en';

const zh: typeof en = {
  name: '角色',
  field: {
    roleId: '角色编号',
    roleName: '角色名称',
    roleKey: '权限字符',
    roleSort: '显示顺序',
    dataScope: '数据权限',
    orgId: '所属组织',
    refundRight: '移动运维退款权限',
    menus: '菜单权限',
    depts: '数据权限部门',
  },
  scope: {
    '1': '全部数据权限',
    '2': '自定数据权限',
    '3': '本部门数据权限',
    '4': '本部门及以下数据权限',
    '5': '仅本人数据权限',
  },
  builtIn: '内置',
  tab: { pc: 'PC 后台', applet: 'B端小程序' },
  refund: { yes: '有', no: '无' },
  action: {
    dataScope: '数据权限',
    users: '分配用户',
    addUsers: '添加用户',
    cancelAuth: '取消授权',
    cancelSelected: '批量取消授权',
    checkAll: '全选',
    expandAll: '展开',
  },
  title: {
    dataScope: '{{name}} 的数据权限',
    users: '{{name}} 的用户',
    pickUsers: '选择要授权的用户',
  },
  hint: {
    admin: '内置超级管理员角色拥有全部权限，不能修改或删除。',
    orgId: '角色所属组织；不填则为您所在的组织。',
    customScope: '选择该角色可以查看其数据的部门。',
    limited: '只能分配您自己拥有的菜单。',
    miniProgramOnly: '仅作用于小程序：本后台只保存，不使用。',
  },
  confirm: {
    disable: '确认停用角色“{{name}}”吗？其用户在下一次请求时失去该角色的权限。',
    enable: '确认启用角色“{{name}}”吗？',
    cancelAuth_one: '确认取消 {{count}} 个用户的该角色吗？',
    cancelAuth_other: '确认取消 {{count}} 个用户的该角色吗？',
  },
  user: {
    username: '登录账号',
    employeeName: '员工姓名',
    orgName: '所属组织',
    phone: '手机号码',
  },
};
export default zh;
