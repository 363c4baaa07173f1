import { PAY_PROVIDERS, PAY_SIGN_TYPES } from '@vr/contracts';
import { Radio, type RadioGroupProps, Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** The providers a configuration can name, in the reader's language. */
export function ProviderSelect(props: SelectProps<string>) {
  const { t } = useTranslation('payments');
  return <Select {...props} options={PAY_PROVIDERS.map((p) => ({ value: p, label: t(`provider.${p}`) }))} />;
}

export function SignTypeSelect(props: SelectProps<string>) {
  return <Select {...props} options={PAY_SIGN_TYPES.map((s) => ({ value: s, label: s }))} />;
}

export function YesNoSelect(props: RadioGroupProps) {
  const { t } = useTranslation('payments');
  return (
    <Radio.Group
      {...props}
      options={[
        { value: true, label: t('yes') },
        { value: false, label: t('no') },
      ]}
    />
  );
}
