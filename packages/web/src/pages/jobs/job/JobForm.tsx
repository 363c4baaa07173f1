import { JOB_LIMITS, type Job, type JobArgField, type JobHandlerInfo, jobSchema } from '@vr/contracts';
import { Alert, AutoComplete, DatePicker, Form, Input, InputNumber, Radio, Select, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSchemaItems } from '../../../components/list-page';
import { useAppStore } from '../../../stores/app';
import { CronField, cronRule } from './CronField';
import { useJobHandlers } from './use-job-handlers';

const GROUPS = ['DEFAULT', 'SYSTEM'];
/** The choices of each radio group, in the order of their values (0, 1, …). */
const MISFIRE_POLICIES = ['default', 'fireNow', 'fireOnce', 'skip'] as const;
const CONCURRENCY = ['allowed', 'forbidden'] as const;
const STATUSES = ['normal', 'paused'] as const;

/** Default arguments of a handler (what its fields start with). */
export function defaultArgs(handler: JobHandlerInfo | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of handler?.args ?? []) if (f.default !== undefined) out[f.name] = f.default;
  return out;
}

/** The control of one argument; Form.Item's value/onChange (or checked) pass through `control`. */
function ArgInput({ field, ...control }: { field: JobArgField } & Record<string, unknown>) {
  const testId = `arg-${field.name}`;
  switch (field.type) {
    case 'integer':
      return <InputNumber {...control} min={field.min} max={field.max} precision={0} style={{ width: 200 }} data-testid={testId} />;
    case 'boolean':
      return <Switch {...control} data-testid={testId} />;
    case 'multi':
      return <Select {...control} mode="multiple" allowClear options={field.options} data-testid={testId} />;
    case 'date':
      return <DatePicker {...control} allowClear data-testid={testId} />;
    default:
      return <Input {...control} maxLength={field.maxLength} data-testid={testId} />;
  }
}

/** The fields of the chosen handler's arguments, as `args.<name>`; the server checks them with the handler's schema. */
function ArgsFields({ handler }: { handler: JobHandlerInfo | undefined }) {
  const { t } = useTranslation('jobs');
  if (!handler) return null;
  if (!handler.args.length) {
    return (
      <Form.Item label={t('field.args')}>
        <Typography.Text type="secondary">{t('hint.noArgs')}</Typography.Text>
      </Form.Item>
    );
  }
  return (
    <>
      {handler.args.map((field) => (
        <Form.Item
          key={field.name}
          name={['args', field.name]}
          label={field.label}
          required={field.required}
          extra={field.help}
          valuePropName={field.type === 'boolean' ? 'checked' : 'value'}
          {...(field.type === 'date'
            ? {
                getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : undefined }),
                normalize: (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined),
              }
            : {})}
        >
          <ArgInput field={field} />
        </Form.Item>
      ))}
    </>
  );
}

/**
 * The fields of a job's add/edit form: the handler from the server's registry with its typed
 * arguments, the cron expression with a live preview. A built-in job keeps its handler.
 */
export function JobFields({ job }: { job: Job | null }) {
  const { t } = useTranslation(['jobs', 'common']);
  const lang = useAppStore((s) => s.language);
  const form = Form.useFormInstance();
  const handlers = useJobHandlers().data ?? [];
  const target = Form.useWatch('invokeTarget', form) as string | undefined;
  const handler = handlers.find((h) => h.name === target);
  const item = useSchemaItems(jobSchema, 'jobs');
  /** Radio choices of a number each, named by the texts of a group (`jobs:misfire.fireNow`). */
  const choices = (group: 'misfire' | 'concurrent' | 'status', names: readonly string[]) =>
    names.map((name, value) => ({ value, label: t(`jobs:${group}.${name}` as never) }));
  const builtIn = job?.builtIn ?? false;

  return (
    <>
      {item('jobName', <Input maxLength={JOB_LIMITS.name + 10} data-testid="field-jobName" />, { required: true })}
      {item('jobGroup', <AutoComplete options={GROUPS.map((g) => ({ value: g }))} data-testid="field-jobGroup" />, { required: true })}
      {item(
        'invokeTarget',
        <Select
          disabled={builtIn}
          showSearch
          optionFilterProp="label"
          options={handlers.map((h) => ({ value: h.name, label: `${h.title} (${h.name})` }))}
          onChange={(name: string) => form.setFieldValue('args', defaultArgs(handlers.find((h) => h.name === name)))}
          data-testid="field-invokeTarget"
        />,
        { required: true, extra: builtIn ? t('jobs:hint.builtInTarget') : (handler?.description ?? t('jobs:hint.target')) },
      )}
      <ArgsFields handler={handler} />
      {item('cronExpression', <CronField />, { required: true, rules: [cronRule(lang)], validateDebounce: 300 })}
      {item(
        'misfirePolicy',
        <Radio.Group optionType="button" options={choices('misfire', MISFIRE_POLICIES)} data-testid="field-misfirePolicy" />,
        { hint: 'jobs:misfire.help', check: false },
      )}
      {item('concurrent', <Radio.Group optionType="button" options={choices('concurrent', CONCURRENCY)} />, {
        hint: 'jobs:concurrent.help',
        check: false,
      })}
      {item('status', <Radio.Group options={choices('status', STATUSES)} />, { check: false })}
      {item('remark', <Input.TextArea rows={2} showCount maxLength={JOB_LIMITS.remark + 10} />, { label: 'common:field.remark' })}
      {handlers.length === 0 && <Alert type="warning" showIcon title={t('jobs:hint.target')} />}
    </>
  );
}
