import type { AdsPlaylist, CommandStatus, CommandType, GoodsPackage, RecordingCommand, UpgradeCancel, UpgradeCommand } from '@vr/contracts';

/** Who sends a command (kept in the command log). */
export interface CommandSender {
  userId: number;
  username: string;
}

export interface SendCommandRequest {
  deviceId: number;
  type: CommandType;
  params?: Record<string, unknown>;
  /** Default 30 s. */
  timeoutMs?: number;
  sender: CommandSender;
}

export interface CommandRecord {
  id: string;
  deviceId: number;
  type: CommandType;
  params: Record<string, unknown>;
  status: CommandStatus;
  result: Record<string, unknown> | null;
  error: string | null;
  deadline: string;
  sentByName: string | null;
  createdAt: string;
  completedAt: string | null;
}

export interface DeviceLinkStats {
  /** embedded | external | disabled */
  mode: 'embedded' | 'external' | 'disabled';
  connectedDevices: number;
  /** Messages handled per second over the last minute. */
  messagesPerSecond: number;
  messagesTotal: number;
  pendingCommands: number;
  /** Where devices connect (for the monitoring page and docs). */
  endpoints: string[];
}

/**
 * The back-office's side of the device connection (implemented by the device gateway area,
 * handed to every module through ModuleContext). Modules never talk MQTT themselves.
 */
export interface DeviceLink {
  /**
   * Stores the command as pending and publishes it. Refuses at once with an AppError
   * ("device offline cannot read or set") when the device is offline.
   */
  send(request: SendCommandRequest): Promise<CommandRecord>;
  /** `send`, then waits for the ack or the deadline; answers the final record. */
  sendAndWait(request: SendCommandRequest): Promise<CommandRecord>;
  /**
   * Publishes a goods package to a machine now (down/goods, QoS 1). False when the machine is not
   * connected: it gets its target package when it says hello again.
   */
  sendGoods(deviceCode: string, pkg: GoodsPackage): Promise<boolean>;
  /**
   * Publishes a software upgrade (down/upgrade) or its cancellation (down/upgrade-cancel) to a
   * machine now. False when the machine is not connected: it gets a pending upgrade at its next hello.
   */
  sendUpgrade(
    deviceCode: string,
    message: { kind: 'upgrade'; payload: UpgradeCommand } | { kind: 'upgrade-cancel'; payload: UpgradeCancel },
  ): Promise<boolean>;
  /**
   * Asks a machine for a camera recording (down/recording) now. False when the machine is not
   * connected: the request is refused then, not kept.
   */
  sendRecording(deviceCode: string, command: RecordingCommand): Promise<boolean>;
  /**
   * Publishes a machine's whole ad playlist (down/ads) now. False when the machine is not
   * connected: it is sent its playlist at its next hello while something of it is undelivered.
   */
  sendAds(deviceCode: string, playlist: AdsPlaylist): Promise<boolean>;
  /** Tells the link the back-office's public address (machines download files from it); known once the server listens. */
  usePublicUrl?(url: () => string): void;
  stats(): DeviceLinkStats;
  close(): Promise<void>;
}
