import { type DeptDetail, type DeptRow, deptSchema } from '@vr/contracts';
import { Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../components/list-page';
import { deptApi } from './api';
import { unavailableParents } from './dept-tree';
import { DeptFields } from './DeptForm';

/** A new organisation (optionally below a chosen parent), or the detail of the one edited. */
export type Editing = { mode: 'new'; parentId?: number } | { mode: 'edit'; detail: DeptDetail };

interface DeptDrawerProps {
  editing: Editing | null;
  rows: DeptRow[];
  onClose(): void;
  onSaved(): void;
}

/** Adds or edits a department or store; its possible parents leave out itself, its subtree and stores. */
export function DeptDrawer({ editing, rows, onClose, onSaved }: DeptDrawerProps) {
  const { t } = useTranslation('dept');
  const [form] = Form.useForm();
  const current = editing?.mode === 'edit' ? editing.detail : null;
  const unavailable = useMemo(() => unavailableParents(rows, current), [rows, current]);
  const initialValues = current ?? {
    kind: 'department',
    status: 0,
    deliverySupport: 0,
    parentId: editing?.mode === 'new' ? editing.parentId : undefined,
  };
  return (
    <FormDrawer
      open={editing !== null}
      title={current ? t('edit') : t('add')}
      form={form}
      schema={deptSchema}
      size={760}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (values) => {
        if (current) await deptApi.edit(current.deptId, values);
        else await deptApi.add(values);
        onSaved();
      }}
    >
      <DeptFields unavailable={unavailable} deviceCount={current ? current.deviceCount : null} />
    </FormDrawer>
  );
}
