import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { Authorized } from '../authorized/Authorized';
import { ExportButton } from './ExportButton';
import type { ToolbarButtonSpec } from './screen';
import { AddButton, BatchDeleteButton } from './ToolbarButtons';
import type { ListScreenState } from './use-list-screen';

function Guarded({ permission, children }: { permission?: string; children: ReactNode }) {
  return permission ? <Authorized permission={permission}>{children}</Authorized> : <>{children}</>;
}

function CustomButton<Row extends object>({ spec, state }: { spec: ToolbarButtonSpec<Row>; state: ListScreenState<Row> }) {
  return (
    <Guarded permission={spec.permission}>
      <Button type={spec.primary ? 'primary' : undefined} icon={spec.icon} onClick={() => spec.onClick(state.ctx)} data-testid={spec.key}>
        {state.text(spec.label)}
      </Button>
    </Guarded>
  );
}

/** The toolbar of a screen in the order it lists: each button shown only with its permission; `extra` where `'extra'` stands. */
export function ScreenToolbar<Row extends object>({ state, extra }: { state: ListScreenState<Row>; extra?: ReactNode }) {
  const { screen, query, selected, confirmDelete, ctx } = state;
  const { permissions } = screen;
  return (
    <>
      {(screen.toolbar ?? []).map((item) => {
        if (item === 'add')
          return permissions.add && <AddButton key={item} permission={permissions.add} onClick={() => ctx.openForm(null)} />;
        if (item === 'batchDelete')
          return (
            permissions.remove && (
              <BatchDeleteButton key={item} permission={permissions.remove} selected={selected} onDelete={confirmDelete} />
            )
          );
        if (item === 'export')
          return (
            screen.export &&
            permissions.export && (
              <ExportButton
                key={item}
                kind={screen.export.kind}
                url={screen.export.url}
                params={query.exportParams}
                permission={permissions.export}
                columnChoice={screen.export.columnChoice}
                confirm={screen.export.confirm ? state.text(screen.export.confirm) : undefined}
              />
            )
          );
        if (item === 'extra') return <Fragment key={item}>{extra}</Fragment>;
        if (item === 'import')
          return (
            permissions.import && (
              <Authorized key={item} permission={permissions.import}>
                <Button icon={<UploadOutlined />} onClick={() => state.setImporting(true)} data-testid="import-button">
                  {state.text('common:action.import')}
                </Button>
              </Authorized>
            )
          );
        return (
          <Fragment key={item.key}>
            <CustomButton spec={item} state={state} />
          </Fragment>
        );
      })}
    </>
  );
}
