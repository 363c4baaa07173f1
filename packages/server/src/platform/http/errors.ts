import { type Lang, type MessageKey, Status, message } from '@vr/contracts';

/**
 * An error a handler throws to answer with a status and a message in the caller's language.
 * `key` names a message of the contracts catalogue; `text` is used when a module builds its own.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey | null,
    readonly params: Record<string, string | number> = {},
    readonly data?: unknown,
    readonly text?: string,
    /** The field at fault, so the client can show the message next to it. */
    readonly field?: string,
  ) {
    super(key ?? text ?? 'error');
  }

  messageFor(lang: Lang): string {
    return this.key ? message(this.key, lang, this.params) : (this.text ?? '');
  }

  static unauthorized(key: MessageKey = 'unauthorized'): AppError {
    return new AppError(Status.UNAUTHORIZED, key);
  }
  static forbidden(key: MessageKey = 'forbidden'): AppError {
    return new AppError(Status.FORBIDDEN, key);
  }
  static notFound(): AppError {
    return new AppError(Status.NOT_FOUND, 'notFound');
  }
  static badRequest(key: MessageKey, params?: Record<string, string | number>, data?: unknown): AppError {
    return new AppError(Status.BAD_REQUEST, key, params, data);
  }
  /** A business refusal about one field, in the message catalogue's words. */
  static field(field: string, key: MessageKey, params?: Record<string, string | number>): AppError {
    return new AppError(Status.BAD_REQUEST, key, params ?? {}, undefined, undefined, field);
  }
}
