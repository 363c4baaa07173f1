import styles from './rich-text.module.css';

/**
 * Shows rich text the server has sanitised (allow-list of tags, http(s) and /api/files links
 * and images only); never give it HTML that did not come back from such a server answer.
 */
export function RichTextView({ html, testId }: { html: string | null | undefined; testId?: string }) {
  // Sanitised on the server (modules/notices/sanitize.ts).
  return <div className={styles.content} data-testid={testId} dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}
