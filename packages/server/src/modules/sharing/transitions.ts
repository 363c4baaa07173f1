import { type Lang, SHARING_APPLY_STATUS as A, SHARING_SIGN_STATUS as S, Status, message, statusOfCode } from '@vr/contracts';
import { text } from '@vr/contracts/texts';
import { AppError } from '../../platform/http/errors.js';

/** What can happen to an application. */
export type ApplyAction = 'apply' | 'approve' | 'reject' | 'cancel' | 'resubmit' | 'signSuccess' | 'signFailed';

export interface ApplyState {
  applyStatus: number;
  signStatus: number;
}

/** An application's state by the names of its review and signing statuses (shared, never changed). */
const state = (apply: keyof typeof A, sign: keyof typeof S): ApplyState =>
  Object.freeze({ applyStatus: A[apply].code, signStatus: S[sign].code });
const underReview = state('reviewing', 'reviewing');
const rejected = state('rejected', 'notSigned');
const signPending = state('approved', 'pending');
const signFailed = state('approved', 'failed');

/**
 * The allowed transitions of an application, the only place they are decided. Each action lists
 * the states it starts from and the state it leads to:
 *   apply:     (new)                          → under review / sign under review
 *   approve:   under review / under review    → approved / pending signing
 *   reject:    under review / under review    → rejected / not signed
 *   cancel:    under review or rejected       → cancelled / not signed
 *   resubmit:  rejected / not signed          → under review / sign under review
 *   sign:      approved / pending or failed   → approved / success or failed (the provider's answer)
 */
export const APPLY_TRANSITIONS: Record<ApplyAction, { from: ApplyState[]; to: ApplyState }> = {
  apply: { from: [], to: underReview },
  approve: { from: [underReview], to: signPending },
  reject: { from: [underReview], to: rejected },
  cancel: { from: [underReview, rejected], to: state('cancelled', 'notSigned') },
  resubmit: { from: [rejected], to: underReview },
  signSuccess: { from: [signPending, signFailed], to: state('approved', 'success') },
  signFailed: { from: [signPending], to: signFailed },
};

/** The action as the refusal names it ("… cannot be {{action}} …"), one text per action. */
const actionLabel = (action: ApplyAction, lang: Lang): string => text(lang, `sharing:transitionAction.${action}`);

/** The refusal of a transition, naming the action and the states in the caller's language. */
export class TransitionRefused extends AppError {
  constructor(
    readonly action: ApplyAction,
    readonly state: ApplyState,
  ) {
    super(Status.BAD_REQUEST, 'sharingTransitionRefused');
  }

  override messageFor(lang: Lang): string {
    const apply = statusOfCode(A, this.state.applyStatus)?.labels[lang] ?? String(this.state.applyStatus);
    const sign = statusOfCode(S, this.state.signStatus)?.labels[lang] ?? String(this.state.signStatus);
    return message('sharingTransitionRefused', lang, { action: actionLabel(this.action, lang), applyState: apply, signState: sign });
  }
}

/** The state the action leads to from `current`; throws `TransitionRefused` when the action is not allowed there. */
export function nextState(action: ApplyAction, current: ApplyState | null): ApplyState {
  const rule = APPLY_TRANSITIONS[action];
  if (current === null) {
    if (action !== 'apply') throw AppError.notFound();
    return rule.to;
  }
  if (!rule.from.some((f) => f.applyStatus === current.applyStatus && f.signStatus === current.signStatus))
    throw new TransitionRefused(action, current);
  return rule.to;
}
