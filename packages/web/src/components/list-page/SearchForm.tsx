import { DownOutlined, FilterOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Drawer, Form, type FormInstance, Grid, Space } from 'antd';
import { Children, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './list-page.module.css';
import { formName } from './zod-form';

interface SearchFormProps<F> {
  form: FormInstance<F>;
  /** The Form.Items of the filters; those past `visible` hide behind "Expand". */
  children: ReactNode;
  onSearch(values: F): void;
  onReset(): void;
  initialValues?: Partial<F>;
  /** Filters shown while collapsed (3 by default). */
  visible?: number;
}

/**
 * The filter bar of a list: inline fields, Search and Reset, collapsible beyond `visible` fields.
 * On a phone the fields wait in a drawer opened by "Filters".
 */
export function SearchForm<F extends object>(props: SearchFormProps<F>) {
  const { t } = useTranslation('common');
  const phone = Grid.useBreakpoint().xs === true;
  const [open, setOpen] = useState(false);
  if (!phone) return <FilterFields {...props} />;
  return (
    <>
      <Button icon={<FilterOutlined />} onClick={() => setOpen(true)} data-testid="search-filters">
        {t('action.filters')}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('action.filters')}
        placement="right"
        size="min(360px, 90vw)"
        forceRender
        data-testid="search-drawer"
      >
        <FilterFields
          {...props}
          stacked
          onSearch={(values) => {
            setOpen(false);
            props.onSearch(values);
          }}
          onReset={() => {
            setOpen(false);
            props.onReset();
          }}
        />
      </Drawer>
    </>
  );
}

function FilterFields<F extends object>({
  form,
  children,
  onSearch,
  onReset,
  initialValues,
  visible = 3,
  stacked = false,
}: SearchFormProps<F> & { stacked?: boolean }) {
  const { t } = useTranslation('common');
  const [expanded, setExpanded] = useState(false);
  // Each filter bar's field ids are its own: kept-alive pages and the add/edit form use the same field names.
  const name = formName('search', useId());
  const items = Children.toArray(children);
  const collapsible = !stacked && items.length > visible;

  return (
    <Form<F>
      name={name}
      form={form}
      layout={stacked ? 'vertical' : 'inline'}
      className={styles.search}
      initialValues={initialValues}
      onFinish={(values) => onSearch({ ...form.getFieldsValue(true), ...values })}
      data-testid="search-form"
    >
      {items.map((item, i) => (
        <div key={i} className={collapsible && !expanded && i >= visible ? styles.hidden : undefined}>
          {item}
        </div>
      ))}
      <Form.Item className={stacked ? styles.drawerActions : undefined}>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="search-submit">
            {t('action.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onReset();
            }}
            data-testid="search-reset"
          >
            {t('action.reset')}
          </Button>
          {collapsible && (
            <Button type="link" onClick={() => setExpanded((e) => !e)} icon={expanded ? <UpOutlined /> : <DownOutlined />}>
              {expanded ? t('action.collapse') : t('action.expand')}
            </Button>
          )}
        </Space>
      </Form.Item>
    </Form>
  );
}
