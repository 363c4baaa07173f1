import {
  type DeployProductOption,
  type DeployResult,
  type DeployStatusRow,
  type DeployTemplateOption,
  type DeviceDeployState,
  GOODS_DEPLOY_API,
  type RollbackInput,
  type RolloutCreateInput,
} from '@vr/contracts';
import { get, post } from '../../api/request';

/** The calls of Goods → Deployment and the device's deploy bar. */
export const deployApi = {
  deploy: async (deviceIds: number[]) => (await post<DeployResult>(GOODS_DEPLOY_API.deploy, { deviceIds })).data!,
  rollback: async (input: RollbackInput) => (await post<DeployResult>(GOODS_DEPLOY_API.rollback, input)).data!,
  createRollout: async (input: RolloutCreateInput) =>
    (await post<DeployResult & { id: number }>(GOODS_DEPLOY_API.rolloutCreate, input)).data!,
  continueRollout: async (id: number) => (await post<DeployResult>(GOODS_DEPLOY_API.rolloutContinue, { id })).data!,
  products: async () => (await get<DeployProductOption[]>(GOODS_DEPLOY_API.products)).data ?? [],
  templates: async () => (await get<DeployTemplateOption[]>(GOODS_DEPLOY_API.templates)).data ?? [],
  /** The machines of a product or template (at most the list's page limit), for picking a first stage. */
  machinesOf: async (filter: { productId?: number; templateId?: number }) =>
    (await get<DeployStatusRow[]>(GOODS_DEPLOY_API.status, { ...filter, limit: 1000 })).data ?? [],
  device: async (deviceId: number) => (await get<DeviceDeployState>(GOODS_DEPLOY_API.device, { deviceId })).data!,
};
