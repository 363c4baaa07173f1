import { REPLENISH_API, type ReplenishPlace, type ReplenishPlanDetail } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, post } from '../../api/request';

interface MakePlanModalProps {
  onClose(): void;
  /** The plan made (the list refreshes and the plan opens). */
  onMade(plan: ReplenishPlanDetail): void;
}

/** The key of a place in the picker: its kind and id. */
const keyOf = (p: Pick<ReplenishPlace, 'kind' | 'id'>) => `${p.kind}:${p.id}`;

/**
 * Makes a plan for one of the caller's routes or points, from its machines' container levels now.
 * A refusal (nothing to bring, no machines) is the server's message; the dialog stays open.
 */
export function MakePlanModal({ onClose, onMade }: MakePlanModalProps) {
  const { t } = useTranslation(['replenish', 'common']);
  const [place, setPlace] = useState<string>();
  const [saving, setSaving] = useState(false);
  const places = useQuery({
    queryKey: ['replenish-places'],
    queryFn: async () => (await get<ReplenishPlace[]>(REPLENISH_API.places, undefined, { silent: true })).data ?? [],
  });
  const chosen = (places.data ?? []).find((p) => keyOf(p) === place);
  const make = async () => {
    if (!chosen) return;
    setSaving(true);
    try {
      const made = await post<ReplenishPlanDetail>(
        REPLENISH_API.create,
        chosen.kind === 'route' ? { routeId: chosen.id } : { siteId: chosen.id },
      );
      if (made.data) onMade(made.data);
    } catch {
      // The request wrapper showed the server's reason.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t('replenish:action.makeTitle')}
      onCancel={onClose}
      onOk={() => void make()}
      okText={t('replenish:action.make')}
      cancelText={t('common:action.cancel')}
      okButtonProps={{ disabled: !chosen, loading: saving, size: 'large', 'data-testid': 'make-plan-ok' } as never}
      cancelButtonProps={{ size: 'large' }}
      width={520}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('replenish:action.place')} htmlFor="replenish-place" required extra={t('replenish:action.placeHint')}>
          <Select
            id="replenish-place"
            size="large"
            value={place}
            onChange={setPlace}
            loading={places.isLoading}
            data-testid="field-place"
            notFoundContent={places.isLoading ? undefined : t('replenish:action.noPlaces')}
            options={(places.data ?? []).map((p) => ({
              value: keyOf(p),
              label: t('replenish:action.placeOption', {
                kind: t(`replenish:placeKind.${p.kind}`),
                name: p.name,
                needing: p.needing,
                machines: p.machines,
              }),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
