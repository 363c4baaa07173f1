import { CheckCircleOutlined } from '@ant-design/icons';
import { THEME_API, THEME_ENDPOINTS, THEME_PERMS, themeSchema } from '@vr/contracts';
import { Tag } from 'antd';
import type { Key } from 'react';
import { post } from '../../api/request';
import { customerColumn, defineScreen, feedback, ListScreen } from '../../components/list-page';
import { Swatch } from './ThemeColor';
import { ThemeFields } from './ThemeFields';

const LIST_KEY = 'system-theme';

const themeScreen = defineScreen({
  endpoint: THEME_ENDPOINTS.list,
  key: LIST_KEY,
  tableId: 'system-theme',
  testId: 'theme-page',
  namespaces: ['themes'],
  rowKey: 'themeId',
  permissions: THEME_PERMS,
  columns: [
    { key: 'themeName', priority: 1, label: 'themes:field.themeName', sortable: true, width: 180, ellipsis: true, search: 'text' },
    { key: 'themeColor', priority: 2, label: 'themes:field.themeColor', width: 150, render: (row) => <Swatch color={row.themeColor} /> },
    customerColumn('themes:field.customer'),
    {
      key: 'isDefault',
      priority: 1,
      label: 'themes:field.isDefault',
      width: 110,
      render: (row, ctx) =>
        row.isDefault ? (
          <Tag color="green" icon={<CheckCircleOutlined />}>
            {ctx.text('themes:defaultTag')}
          </Tag>
        ) : null,
    },
    { key: 'sort', priority: 4, label: 'themes:field.sort', sortable: true, width: 110 },
    { key: 'updateTime', priority: 3, label: 'themes:field.updateTime', width: 170, render: 'dateTime' },
  ],
  toolbar: ['add', 'batchDelete'],
  rowActions: [
    'edit',
    {
      key: 'setDefault',
      label: 'themes:setDefault',
      icon: <CheckCircleOutlined />,
      permission: THEME_PERMS.edit,
      disabled: (row) => row.isDefault,
      onClick: (row, ctx) =>
        ctx.confirm(ctx.text('themes:confirmSetDefault', { name: row.themeName, customer: row.orgName }), async () => {
          await post(THEME_API.setDefault, { themeId: row.themeId });
          feedback.success(ctx.text('themes:defaultSet'));
          // The list reloads; the selection stays.
          await ctx.queryClient.invalidateQueries({ queryKey: ['list', LIST_KEY] });
        }),
    },
    'delete',
  ],
  remove: { call: (ids: Key[]) => post(THEME_API.delete, { ids }), name: (row) => row.themeName },
  form: {
    schema: themeSchema,
    entity: 'themes:entity',
    as: 'modal',
    fields: () => <ThemeFields />,
    initialValues: (row) =>
      row
        ? { orgId: row.orgId, themeName: row.themeName, themeColor: row.themeColor, isDefault: row.isDefault, sort: row.sort }
        : { themeColor: '#1890ff', isDefault: false },
    create: (values) => post(THEME_API.save, values),
    update: (row, values) => post(THEME_API.update, { ...values, themeId: row.themeId }),
  },
});

/** System → Theme colours: each customer's presets and its default (applied at sign-in). */
export default function ThemePage() {
  return <ListScreen screen={themeScreen} />;
}
