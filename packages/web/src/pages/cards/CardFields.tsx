import { CARD_LIMITS, CARD_STATUSES, cardSaveSchema } from '@vr/contracts';
import { Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaItems } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';

/** The fields of the card dialog: a new card's customer and opening balance, and what an edit may change. */
export function CardFields({ adding }: { adding: boolean }) {
  const { t } = useTranslation('cards');
  const item = useSchemaItems(cardSaveSchema, 'cards');
  const statuses = CARD_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }));
  return (
    <>
      {adding && item('orgId', <OrgTreeSelect />, { label: 'customer', hint: 'customer', check: false })}
      {item('icCode', <Input count={{ show: true, max: CARD_LIMITS.icCode }} data-testid="field-icCode" />, { required: true })}
      {item('merchant', <Input count={{ show: true, max: CARD_LIMITS.merchant }} data-testid="field-merchant" />)}
      {item('status', <Select options={statuses} data-testid="field-status" />, { hint: true })}
      {adding &&
        item('balance', <InputNumber min={0} precision={2} style={{ width: '100%' }} data-testid="field-balance" />, {
          label: 'openingBalance',
          hint: true,
        })}
      {adding &&
        item(
          'freeUses',
          <InputNumber min={0} max={CARD_LIMITS.freeUses} precision={0} style={{ width: '100%' }} data-testid="field-freeUses" />,
        )}
      {item('remark', <Input.TextArea rows={2} maxLength={CARD_LIMITS.remark} showCount data-testid="field-remark" />)}
    </>
  );
}
