import type { Lang, Translations } from './i18n.js';
import { AREA_AUDIT_ACTIONS } from './area-tables.js';
import { type MessageKey, messageGroup, messageTexts } from './messages.js';

/** RuoYi's business types of an operation: what kind of change it made. */
export const OPER_TYPES = ['insert', 'update', 'delete', 'grant', 'export', 'import', 'force', 'clean', 'other'] as const;
export type OperType = (typeof OPER_TYPES)[number];

/** The business types' names (`audit.operType.<type>` of `locales/messages/audit`). */
export const OPER_TYPE_LABELS = messageGroup('audit.operType.') as Record<OperType, Translations>;

/**
 * The operation log's modules (`config.audit.module` of the routes), named as their screens are
 * (`audit.module.<module>` of `locales/messages/audit`).
 */
export const AUDIT_MODULES: Record<string, Translations> = messageGroup('audit.module.');

interface AuditAction {
  type: OperType;
  label: Translations;
}
const act = (type: OperType, label: Translations): AuditAction => ({ type, label });

/** The actions areas declare in their own modules (`<AREA>_AUDIT_ACTIONS`: action → business type), labelled by their messages. */
const areaActions = Object.entries(AREA_AUDIT_ACTIONS as Record<string, OperType>).map(
  ([action, type]) => [action, act(type, messageTexts(`audit.action.${action}` as MessageKey))] as const,
);

/**
 * The operation log's actions (`config.audit.action`): each one's label (`audit.action.<action>` of
 * `locales/messages/audit`, or of the area's messages) and business type. A save that adds or
 * edits by its id is logged as `add` or `edit`.
 */
export const AUDIT_ACTIONS: Record<string, AuditAction> = {
  ...Object.fromEntries(areaActions),
  add: act('insert', messageTexts('audit.action.add')),
  addData: act('insert', messageTexts('audit.action.addData')),
  upload: act('insert', messageTexts('audit.action.upload')),

  edit: act('update', messageTexts('audit.action.edit')),
  liftException: act('update', messageTexts('audit.action.liftException')),
  editData: act('update', messageTexts('audit.action.editData')),
  save: act('update', messageTexts('audit.action.save')),
  update: act('update', messageTexts('audit.action.update')),
  employeeSave: act('update', messageTexts('audit.action.employeeSave')),
  bindLogin: act('update', messageTexts('audit.action.bindLogin')),
  changeStatus: act('update', messageTexts('audit.action.changeStatus')),
  resetPwd: act('update', messageTexts('audit.action.resetPwd')),
  updatePwd: act('update', messageTexts('audit.action.updatePwd')),
  avatar: act('update', messageTexts('audit.action.avatar')),
  dataScope: act('update', messageTexts('audit.action.dataScope')),
  setDefault: act('update', messageTexts('audit.action.setDefault')),
  reset: act('update', messageTexts('audit.action.reset')),
  batch: act('update', messageTexts('audit.action.batch')),
  rotateSecret: act('update', messageTexts('audit.action.rotateSecret')),
  params: act('update', messageTexts('audit.action.params')),
  cleanConfig: act('update', messageTexts('audit.action.cleanConfig')),
  localPassword: act('update', messageTexts('audit.action.localPassword')),
  cupLimit: act('update', messageTexts('audit.action.cupLimit')),
  containers: act('update', messageTexts('audit.action.containers')),
  maxStock: act('update', messageTexts('audit.action.maxStock')),
  saveItem: act('update', messageTexts('audit.action.saveItem')),
  saveLane: act('update', messageTexts('audit.action.saveLane')),
  saveAccessory: act('update', messageTexts('audit.action.saveAccessory')),
  saveRecipe: act('update', messageTexts('audit.action.saveRecipe')),
  saveRecipeMore: act('update', messageTexts('audit.action.saveRecipeMore')),
  copy: act('update', messageTexts('audit.action.copy')),
  apply: act('update', messageTexts('audit.action.apply')),

  remove: act('delete', messageTexts('audit.action.remove')),
  delete: act('delete', messageTexts('audit.action.delete')),
  removeData: act('delete', messageTexts('audit.action.removeData')),
  removeLog: act('delete', messageTexts('audit.action.removeLog')),

  grant: act('grant', messageTexts('audit.action.grant')),
  authUser: act('grant', messageTexts('audit.action.authUser')),
  cancelAuthUser: act('grant', messageTexts('audit.action.cancelAuthUser')),

  export: act('export', messageTexts('audit.action.export')),
  import: act('import', messageTexts('audit.action.import')),
  forceLogout: act('force', messageTexts('audit.action.forceLogout')),

  clean: act('clean', messageTexts('audit.action.clean')),
  cleanLog: act('clean', messageTexts('audit.action.cleanLog')),
  clear: act('clean', messageTexts('audit.action.clear')),
  clearAll: act('clean', messageTexts('audit.action.clearAll')),
  refreshCache: act('clean', messageTexts('audit.action.refreshCache')),

  refund: act('other', messageTexts('audit.action.refund')),
  queryRefund: act('other', messageTexts('audit.action.queryRefund')),
  send: act('other', messageTexts('audit.action.send')),
  deploy: act('other', messageTexts('audit.action.deploy')),
  rollout: act('other', messageTexts('audit.action.rollout')),
  continue: act('other', messageTexts('audit.action.continue')),
  rollback: act('other', messageTexts('audit.action.rollback')),
  readParams: act('other', messageTexts('audit.action.readParams')),
  run: act('other', messageTexts('audit.action.run')),
  unlock: act('other', messageTexts('audit.action.unlock')),
  logout: act('other', messageTexts('audit.action.logout')),
  review: act('update', messageTexts('audit.action.review')),
  cancel: act('update', messageTexts('audit.action.cancel')),
  sign: act('update', messageTexts('audit.action.sign')),
};

const own = <T>(map: Record<string, T>, key: string): T | undefined => (Object.hasOwn(map, key) ? map[key] : undefined);

/** A module's name in `lang`; an unknown one is shown as its code. */
export const auditModuleLabel = (module: string, lang: Lang): string => own(AUDIT_MODULES, module)?.[lang] ?? module;

/** An action's name in `lang`; an unknown one is shown as its code. */
export const auditActionLabel = (action: string, lang: Lang): string => own(AUDIT_ACTIONS, action)?.label[lang] ?? action;

/** The business type of an action (an unknown one: other). */
export const operTypeOf = (action: string): OperType => own(AUDIT_ACTIONS, action)?.type ?? 'other';

/** The actions of a business type (what a filter by type matches). */
export const actionsOfType = (type: OperType): string[] =>
  Object.entries(AUDIT_ACTIONS)
    .filter(([, a]) => a.type === type)
    .map(([code]) => code);

/** The modules whose code or name in any language contains `text` (case-insensitive). */
export function modulesNamed(text: string): string[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [];
  return Object.entries(AUDIT_MODULES)
    .filter(([code, names]) => [code, ...Object.values(names)].some((n) => n.toLowerCase().includes(wanted)))
    .map(([code]) => code);
}
