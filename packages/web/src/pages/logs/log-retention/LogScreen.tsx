import type { LogKind } from '@vr/contracts';
import type { ReactNode } from 'react';
import { ListPage, ListScreenSearch, ListScreenTable, type ScreenDefinition, useListScreen } from '../../../components/list-page';
import { CleanButton } from './CleanButton';
import { RetentionHint } from './RetentionHint';

interface LogScreenProps<Row extends object, Query> {
  screen: ScreenDefinition<Row, Query>;
  /** The log whose retention the line above the table tells. */
  retention: LogKind;
  /** "Clear all": its call, and an i18n key naming the log in the confirmation. */
  clean?: { url: string; name: string };
  /** Shown above the retention line. */
  notice?: ReactNode;
  /** The screen's dialogs. */
  children?: ReactNode;
}

/**
 * A log's list screen: the retention line above the table; "Clear all" goes where the screen's
 * toolbar lists `'extra'` (a log's toolbar: `['batchDelete', 'extra', 'export']`).
 */
export function LogScreen<Row extends object, Query>({ screen, retention, clean, notice, children }: LogScreenProps<Row, Query>) {
  const state = useListScreen(screen);
  const { permissions } = screen;
  return (
    <ListPage testId={screen.testId} search={<ListScreenSearch state={state} />}>
      {notice}
      <div style={{ marginBottom: 8 }}>
        <RetentionHint kind={retention} />
      </div>
      <ListScreenTable
        state={state}
        extra={
          clean &&
          permissions.remove && (
            <CleanButton url={clean.url} permission={permissions.remove} name={state.text(clean.name)} onDone={state.afterChange} />
          )
        }
      />
      {children}
    </ListPage>
  );
}
