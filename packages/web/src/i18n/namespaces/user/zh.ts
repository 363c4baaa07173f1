import type en from './en';

const zh: typeof en = {
  name: '账号',
  field: {
    userId: '用户编号',
    username: '登录账号',
    employeeName: '员工姓名',
    orgId: '所属组织',
    clientId: '所属客户',
    roleIds: '角色',
    position: '职位',
    gender: '性别',
    phone: '手机号码',
    email: '邮箱',
    password: '密码',
    confirmPassword: '确认密码',
    deviceScope: '设备权限',
    healthCertificates: '健康证',
    trainings: '培训记录',
    trainingName: '培训名称',
    trainingContent: '培训内容',
    trainingTime: '培训时间',
    lastLogin: '最后登录',
  },
  device: {
    all: '全部设备（新设备自动授权）',
    selected: '指定设备',
  },
  notBound: '未绑定账号',
  action: {
    resetPwd: '重置密码',
    bindLogin: '绑定账号',
    addTraining: '添加培训记录',
  },
  title: {
    resetPwd: '重置 {{name}} 的密码',
    bindLogin: '为 {{name}} 绑定登录账号',
  },
  hint: {
    clientId: '不填则为所属组织的客户。',
    selectedDevices: '设备选择将随设备管理页面提供；当前先保存该选项。',
    healthCertificates: 'JPG、PNG 或 GIF，每张不超过 2 MB，最多 10 张。',
    builtInAdmin: '内置超级管理员不能停用或删除。',
    self: '不能停用或删除当前登录账号。',
  },
  confirm: {
    disable: '确认停用账号“{{name}}”吗？该账号将立即下线。',
    enable: '确认启用账号“{{name}}”吗？',
  },
  result: {
    passwordReset: '密码已修改，该账号的其他会话已结束。',
  },
};
export default zh;
