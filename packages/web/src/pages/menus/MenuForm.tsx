import {
  MENU_API,
  MENU_EXTRA_TITLE_LANGS,
  MENU_TITLE_LANGS,
  type MenuClient,
  type MenuRow,
  menuCreateSchema,
  menuUpdateSchema,
} from '@vr/contracts';
import { Alert, Col, Collapse, Form, Input, InputNumber, Radio, Row, Switch, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DictRadio, FormDrawer, rowDrawerProps, useSchemaItems } from '../../components/list-page';
import { IconPicker } from './IconPicker';
import { type MenuNode, nestMenus, subtreeIds } from './menu-tree';

const WHOLE = { span: 24 };
const HALF = { span: 12 };
const THIRD = { span: 8 };

export type Editing = { row: MenuRow | null; parentId: number };

interface MenuFormProps {
  editing: Editing;
  rows: MenuRow[];
  client: MenuClient;
  form: ReturnType<typeof Form.useForm>[0];
  onClose(): void;
  onSaved(): void;
}

/** Adds or edits a menu entry; of a built-in one only the order, the visibility and the tab options change. */
export function MenuForm({ editing, rows, client, form, onClose, onSaved }: MenuFormProps) {
  const { t } = useTranslation(['menu', 'common']);
  const current = editing.row;
  const builtIn = current?.builtIn ?? false;
  const schema = current ? menuUpdateSchema : menuCreateSchema;
  const menuType = (Form.useWatch('menuType', form) as 'M' | 'C' | 'F' | undefined) ?? current?.menuType ?? 'C';
  const external = Form.useWatch('isExternal', form) as boolean | undefined;
  const item = useSchemaItems(menuCreateSchema, 'menu');
  const locked = builtIn;

  const parentTree = useMemo(() => {
    const excluded = current ? subtreeIds(rows, current.id) : new Set<number>();
    const eligible = rows.filter((r) => r.menuType !== 'F' && !excluded.has(r.id));
    type Opt = { value: number; title: string; children?: Opt[] };
    const toOpt = (n: MenuNode): Opt => ({ value: n.id, title: n.title, ...(n.children ? { children: n.children.map(toOpt) } : {}) });
    return [{ value: 0, title: t('menu:root'), children: nestMenus(eligible).map(toOpt) }];
  }, [rows, current, t]);

  const initial = current
    ? { ...current, titles: { ...current.titles } }
    : {
        parentId: editing.parentId,
        menuType: 'C',
        sort: 100,
        status: 1,
        noCache: false,
        affix: false,
        alwaysShow: false,
        isExternal: false,
        client,
        titles: {},
      };

  return (
    <FormDrawer
      {...rowDrawerProps({
        url: MENU_API.base,
        row: current,
        entity: t('menu:name'),
        size: 720,
        onClose,
        onSaved,
        form,
        schema,
        initialValues: initial,
        hiddenValues: current ? { id: current.id, client: current.client } : { client },
      })}
    >
      {builtIn && <Alert type="info" showIcon title={t('menu:hint.builtIn')} style={{ marginBottom: 16 }} />}
      <Row gutter={16}>
        {item(
          'parentId',
          <TreeSelect
            treeData={parentTree}
            treeDefaultExpandedKeys={[0]}
            disabled={locked}
            showSearch
            treeNodeFilterProp="title"
            data-testid="field-parentId"
          />,
          { col: WHOLE },
        )}
        {item(
          'menuType',
          <Radio.Group
            disabled={locked}
            options={(['M', 'C', 'F'] as const).map((v) => ({ value: v, label: t(`menu:type.${v}`) }))}
            data-testid="field-menuType"
          />,
          { required: true, check: false, col: WHOLE },
        )}
        {MENU_TITLE_LANGS.map((l) => (
          <Col span={12} key={l}>
            <Form.Item name={['titles', l]} label={t('menu:field.titleIn', { lang: t(`menu:lang.${l}`) })} required>
              <Input disabled={locked} maxLength={60} data-testid={`field-title-${l}`} />
            </Form.Item>
          </Col>
        ))}
        <Col span={24}>
          <Collapse
            size="small"
            style={{ marginBottom: 16 }}
            items={[
              {
                key: 'more',
                label: t('menu:field.moreTitles'),
                forceRender: true,
                children: (
                  <Row gutter={16}>
                    {MENU_EXTRA_TITLE_LANGS.map((l) => (
                      <Col span={8} key={l}>
                        <Form.Item name={['titles', l]} label={t(`menu:lang.${l}`)}>
                          <Input disabled={locked} maxLength={60} />
                        </Form.Item>
                      </Col>
                    ))}
                  </Row>
                ),
              },
            ]}
          />
        </Col>
        {item('name', <Input disabled={locked} data-testid="field-name" />, { required: true, col: HALF })}
        {item('sort', <InputNumber min={1} max={9999} precision={0} style={{ width: '100%' }} data-testid="field-sort" />, { col: HALF })}
        {menuType !== 'F' && (
          <>
            {item('icon', <IconPicker disabled={locked} />, { check: false, col: HALF })}
            {item('path', <Input disabled={locked} data-testid="field-path" />, { required: true, hint: true, check: false, col: HALF })}
          </>
        )}
        {menuType === 'C' &&
          !external &&
          item('component', <Input disabled={locked} data-testid="field-component" />, { hint: true, col: HALF })}
        {menuType !== 'M' && item('perms', <Input disabled={locked} data-testid="field-perms" />, { hint: true, col: HALF })}
        {menuType !== 'F' && (
          <>
            {item('status', <DictRadio dict="sys_show_hide" numeric />, { check: false, col: HALF })}
            {item('isExternal', <Switch disabled={locked} />, { valuePropName: 'checked', hint: 'external', check: false, col: HALF })}
            {menuType === 'C' && (
              <>
                {item('noCache', <Switch />, {
                  valuePropName: 'checked',
                  getValueProps: (v: boolean) => ({ checked: !v }),
                  normalize: (checked: boolean) => !checked,
                  check: false,
                  col: THIRD,
                })}
                {item('affix', <Switch />, { valuePropName: 'checked', check: false, col: THIRD })}
              </>
            )}
            {menuType === 'M' && item('alwaysShow', <Switch />, { valuePropName: 'checked', check: false, col: THIRD })}
          </>
        )}
      </Row>
    </FormDrawer>
  );
}
