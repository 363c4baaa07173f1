import { REPLENISH_API, type InventoryStockDevice, inventoryEditSchema } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, post } from '../../api/request';
import { FormDrawer, confirmThenSend, feedback, useSchemaItems } from '../../components/list-page';
import { amount, containerLabel, machineLabel } from './plan-rows';

/** Where the correction starts: a row's machine and container, or nothing (the person picks). */
export interface StockCorrectionStart {
  deviceId: number;
  deviceCode: string | null;
  containerNo: number;
}

interface StockCorrectionModalProps {
  start: StockCorrectionStart | null;
  onClose(): void;
  /** After the correction was recorded (the list refreshes). */
  onDone(): void;
}

/**
 * A container's stock as counted at the machine: pick the machine (by code or name) and the
 * container, see its level now, enter the count; confirmed before it is sent.
 */
export function StockCorrectionModal({ start, onClose, onDone }: StockCorrectionModalProps) {
  const { t } = useTranslation(['replenish', 'common']);
  const item = useSchemaItems(inventoryEditSchema, 'replenish');
  const [form] = Form.useForm();
  const [keyword, setKeyword] = useState(start?.deviceCode ?? '');
  const machines = useQuery({
    queryKey: ['inventory-stock', keyword],
    queryFn: async () => (await get<InventoryStockDevice[]>(REPLENISH_API.inventoryStock, { keyword }, { silent: true })).data ?? [],
  });
  const deviceId = Form.useWatch('deviceId', form) as number | undefined;
  const containerNo = Form.useWatch('containerNo', form) as number | undefined;
  const machine = machines.data?.find((m) => m.deviceId === deviceId);
  const container = machine?.containers.find((c) => c.containerNo === containerNo);
  const unitOf = (unit: number) => t(`replenish:unit.${unit}` as 'replenish:unit.1');
  return (
    <FormDrawer
      open
      as="modal"
      size={Math.min(520, window.innerWidth)}
      form={form}
      title={t('replenish:action.correctTitle')}
      schema={inventoryEditSchema}
      initialValues={start ? { deviceId: start.deviceId, containerNo: start.containerNo } : {}}
      onClose={onClose}
      onSubmit={(values) => {
        const device = machine ? machineLabel(machine) : `#${values.deviceId}`;
        const unit = container ? unitOf(container.unit) : '';
        return confirmThenSend({
          title: t('common:confirm.title'),
          content: t('replenish:action.correctConfirm', {
            device,
            container: container ? containerLabel(container, t('replenish:field.container')) : values.containerNo,
            before: container?.level === null || container === undefined ? '–' : amount(container.level),
            after: amount(values.level),
            unit,
          }),
          okText: t('common:action.confirm'),
          cancelText: t('common:action.cancel'),
          send: () => post<{ commandId: string | null }>(REPLENISH_API.inventoryEdit, values),
          onSent: () => {
            feedback.success(t('replenish:action.corrected', { device }));
            onDone();
          },
        });
      }}
    >
      {item(
        'deviceId',
        <Select
          size="large"
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          placeholder={t('replenish:action.devicePlaceholder')}
          loading={machines.isLoading}
          data-testid="field-deviceId"
          onChange={() => form.setFieldValue('containerNo', undefined)}
          options={(machines.data ?? []).map((m) => ({
            value: m.deviceId,
            label: m.deviceName ? `${m.deviceName} (${m.deviceCode})` : m.deviceCode,
          }))}
        />,
        { label: 'replenish:field.device', required: true },
      )}
      {item(
        'containerNo',
        <Select
          size="large"
          disabled={!machine}
          data-testid="field-containerNo"
          options={(machine?.containers ?? []).map((c) => ({
            value: c.containerNo,
            label: containerLabel(c, t('replenish:field.container')),
          }))}
        />,
        { label: 'replenish:field.container', required: true },
      )}
      {item(
        'level',
        <InputNumber
          size="large"
          min={0}
          max={container?.capacity}
          precision={2}
          style={{ width: '100%' }}
          suffix={container ? unitOf(container.unit) : undefined}
          inputMode="decimal"
          data-testid="field-level"
        />,
        {
          label: 'replenish:action.counted',
          required: true,
          extra: container && (
            <Typography.Text type="secondary" data-testid="stock-now">
              {container.level === null
                ? t('replenish:action.levelUnknown', { capacity: amount(container.capacity), unit: unitOf(container.unit) })
                : t('replenish:plan.level', {
                    level: amount(container.level),
                    capacity: amount(container.capacity),
                    unit: unitOf(container.unit),
                  })}
            </Typography.Text>
          ),
        },
      )}
    </FormDrawer>
  );
}
