import { LANGS, type FranchiseeNotice, type Lang, message } from '@vr/contracts';
import type { Database } from '../../platform/db/database.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { type Reviewed, recordNotice } from './service.js';

/**
 * Tells the applicant of the review by e-mail, in the language they applied in (passed: the
 * account to sign in with; rejected: the reason and how to resubmit), and records how it went.
 * Without a mail server the notice is recorded as not configured; the applicant still reads the
 * state on the public page with their token.
 */
export async function tellApplicant(db: Database, mailer: Mailer | null, { record, lang }: Reviewed): Promise<FranchiseeNotice> {
  const language: Lang = (LANGS as readonly string[]).includes(lang) ? (lang as Lang) : 'en';
  let notice: FranchiseeNotice = 'notConfigured';
  if (mailer) {
    const passed = record.state === 'passed';
    try {
      await mailer.send({
        to: [record.contactEmail],
        subject: message('franchiseNoticeSubject', language, { company: record.companyName }),
        text: passed
          ? message('franchiseNoticePassed', language, { company: record.companyName, username: record.username })
          : message('franchiseNoticeRejected', language, { company: record.companyName, reason: record.rejectReason ?? '' }),
      });
      notice = 'sent';
    } catch {
      notice = 'failed';
    } finally {
      mailer.close();
    }
  }
  await recordNotice(db, record.id, notice);
  return notice;
}
