import type en from './en';

const zh: typeof en = {
  title: '个人中心',
  card: {
    me: '个人信息',
    edit: '基本资料',
  },
  tab: {
    info: '基本资料',
    password: '修改密码',
  },
  field: {
    username: '账号',
    employeeName: '员工姓名',
    phone: '手机号码',
    email: '邮箱',
    gender: '性别',
    org: '所属组织',
    roles: '所属角色',
    createdAt: '创建日期',
    lastLogin: '最后登录',
    oldPassword: '旧密码',
    newPassword: '新密码',
    confirmPassword: '确认密码',
    avatar: '头像',
  },
  hint: {
    newPassword: '长度 5 到 20 个字符。修改后您的其他会话将退出登录。',
    avatar: '图片上传后立即生效。',
  },
  action: {
    saveInfo: '保存',
    changePassword: '修改密码',
  },
  result: {
    saved: '个人资料已保存',
    avatarSaved: '头像已更换',
  },
};
export default zh;
