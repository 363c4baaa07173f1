import { CARD_API, CARD_LIMITS, type MemberCard, cardAdjustSchema, cardTopUpSchema } from '@vr/contracts';
import { Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { FormDrawer, useSchemaItems } from '../../components/list-page';
import { currentLang } from '../../stores/app';
import { moneyOf } from './card-rows';

interface CardMoneyModalProps {
  card: MemberCard;
  mode: 'topUp' | 'adjust';
  onClose(): void;
  onDone(): void;
}

/** Top-up (an amount) or adjustment (signed balance and free-use changes), each with the reason the change record keeps. */
export function CardMoneyModal({ card, mode, onClose, onDone }: CardMoneyModalProps) {
  const { t } = useTranslation(['cards', 'common']);
  const schema = mode === 'topUp' ? cardTopUpSchema : cardAdjustSchema;
  const item = useSchemaItems(schema, 'cards');
  const money = (
    <InputNumber
      precision={2}
      min={mode === 'topUp' ? 0.01 : undefined}
      style={{ width: '100%' }}
      addonAfter={card.currency}
      data-testid={mode === 'topUp' ? 'field-topUpAmount' : 'field-balance'}
    />
  );
  return (
    <FormDrawer
      open
      as="modal"
      size={480}
      title={t(mode === 'topUp' ? 'cards:action.topUpTitle' : 'cards:action.adjustTitle', { code: card.icCode })}
      schema={schema}
      hiddenValues={{ id: card.id }}
      onClose={onClose}
      onSubmit={async (values) => {
        await post(mode === 'topUp' ? CARD_API.topUp : CARD_API.adjust, values);
        onDone();
      }}
    >
      <Typography.Paragraph type="secondary" data-testid="card-now">
        {t('cards:action.current', { balance: moneyOf(card.balanceCents, card.currency, currentLang()), freeUses: card.freeUses })}
      </Typography.Paragraph>
      {mode === 'topUp'
        ? item('topUpAmount', money, { label: 'amount', required: true })
        : item('balance', money, { label: 'cards:action.balanceChange', extra: t('cards:action.adjustHint') })}
      {mode === 'adjust' &&
        item(
          'freeUses',
          <InputNumber
            precision={0}
            min={-CARD_LIMITS.freeUses}
            max={CARD_LIMITS.freeUses}
            style={{ width: '100%' }}
            data-testid="field-freeUses"
          />,
          { label: 'cards:action.freeUsesChange' },
        )}
      {item(
        'reason',
        <Input.TextArea
          rows={3}
          maxLength={CARD_LIMITS.reason}
          showCount
          placeholder={t('cards:action.reasonPlaceholder')}
          data-testid="field-reason"
        />,
        { required: true },
      )}
    </FormDrawer>
  );
}
