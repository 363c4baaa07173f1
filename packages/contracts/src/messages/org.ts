import type { Translations } from '../i18n.js';

/** Messages of the organisation tree, departments/stores and customers. */
export const orgMessages = {
  orgHasChildren: {
    en: 'It still has subordinate organisations: delete or move them first.',
    zh: '存在下级组织，不允许删除',
    es: 'Todavía tiene organizaciones subordinadas: elimínelas o muévalas primero.',
    ja: '下位組織が存在するため削除できません。',
  },
  orgHasUsers: {
    en: 'Accounts still belong to it: move or delete them first.',
    zh: '组织存在用户，不允许删除',
    es: 'Todavía tiene cuentas asignadas: muévalas o elimínelas primero.',
    ja: 'アカウントが所属しているため削除できません。',
  },
  orgHasRoles: {
    en: 'Roles still belong to it: delete them first.',
    zh: '组织存在角色，不允许删除',
    es: 'Todavía tiene roles asignados: elimínelos primero.',
    ja: 'ロールが所属しているため削除できません。',
  },
  orgInUse: {
    en: 'Other records still refer to this organisation: remove them first.',
    zh: '该组织仍被其他数据引用，不允许删除',
    es: 'Otros registros todavía hacen referencia a esta organización: elimínelos primero.',
    ja: '他のデータがこの組織を参照しているため削除できません。',
  },
  orgParentIsSelf: {
    en: 'An organisation cannot be placed under itself or one of its own subordinates.',
    zh: '上级组织不能是自己或自己的下级',
    es: 'Una organización no puede colocarse bajo sí misma ni bajo una subordinada.',
    ja: '上位組織に自身または自身の下位組織は指定できません。',
  },
  orgParentInvalid: {
    en: 'This organisation cannot be the parent here.',
    zh: '不能选择该组织作为上级',
    es: 'Esta organización no puede ser la superior aquí.',
    ja: 'この組織は上位組織として選択できません。',
  },
  orgParentDisabled: {
    en: 'The parent organisation is disabled.',
    zh: '上级组织已停用，不允许新增',
    es: 'La organización superior está deshabilitada.',
    ja: '上位組織が無効になっています。',
  },
  orgNotEditable: {
    en: 'Platforms and customers are edited on the customer screen.',
    zh: '平台和客户请在客户管理中维护',
    es: 'Las plataformas y los clientes se editan en la pantalla de clientes.',
    ja: 'プラットフォームと顧客は顧客管理で編集してください。',
  },
  orgNameTaken: {
    en: 'An organisation named "{name}" already exists at this level.',
    zh: '同级下已存在名为“{name}”的组织',
    es: 'Ya existe una organización llamada "{name}" en este nivel.',
    ja: '同じ階層に「{name}」という組織が既に存在します。',
  },
  orgCodeTaken: {
    en: 'The code "{code}" is already used.',
    zh: '编码“{code}”已被使用',
    es: 'El código "{code}" ya está en uso.',
    ja: 'コード「{code}」は既に使用されています。',
  },
  orgHasEnabledChildren: {
    en: 'It has enabled subordinate organisations: disable them first.',
    zh: '该组织包含未停用的下级组织',
    es: 'Tiene organizaciones subordinadas habilitadas: deshabilítelas primero.',
    ja: '有効な下位組織があるため無効にできません。',
  },
} satisfies Record<string, Translations>;
