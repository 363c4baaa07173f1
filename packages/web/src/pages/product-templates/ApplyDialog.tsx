import { type GoodsChangePreview, type TemplateRow, TEMPLATE_API } from '@vr/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { MachinesChangeDialog } from '../device-goods';

/** Applies a template to machines of its model: the preview of each one's changes, then apply. */
export function ApplyDialog({ template, onClose }: { template: TemplateRow | null; onClose(applied: boolean): void }) {
  const { t } = useTranslation('deviceGoods');
  return (
    <MachinesChangeDialog
      open={template !== null}
      title={template ? t('template.applyTitle', { name: template.templateName }) : ''}
      intro={<Typography.Paragraph type="secondary">{t('template.applyHint', { model: template?.modelName ?? '—' })}</Typography.Paragraph>}
      modelId={template?.modelId ?? null}
      testIds={{ targets: 'apply-targets', preview: 'apply-preview', apply: 'apply-confirm' }}
      send={async (step, deviceIds) =>
        template
          ? (
              await post<GoodsChangePreview[]>(
                step === 'preview' ? TEMPLATE_API.applyPreview : TEMPLATE_API.apply,
                { templateId: template.id, deviceIds },
                { silent: true },
              )
            ).data
          : undefined
      }
      doneText={(count) => t('template.applied', { count })}
      onClose={onClose}
    />
  );
}
