import { z } from 'zod';

/** Uploads and their removal. */
export const UPLOAD_API = {
  upload: '/api/upload/Material',
  deleteMaterial: '/api/Material/deleteMaterial',
  /** Stored files are served from here: `/api/files/<key>`. */
  files: '/api/files',
} as const;

/** File kinds an upload may be, recognised by content (magic bytes), never by name. */
export const UPLOAD_KINDS = {
  jpg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  gif: { mime: 'image/gif', ext: 'gif' },
  bmp: { mime: 'image/bmp', ext: 'bmp' },
  mp4: { mime: 'video/mp4', ext: 'mp4' },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** Which message refuses a file of the wrong kind (the key of the contracts message catalogue). */
export type UploadTypeMessage = 'uploadOnlyJpgPngGif' | 'uploadOnlyPngJpgBmp' | 'uploadOnlyMp4';

export interface UploadRule {
  dataEntity: string;
  /** `*` matches every field of the entity. */
  dataField: string;
  kinds: readonly UploadKind[];
  maxMb: number;
  /** How many files one form field may hold (checked by the form; the server stores one per call). */
  maxCount?: number;
  typeMessage: UploadTypeMessage;
  /**
   * Personal documents: served only to signed-in users allowed to see the person they belong to.
   * Every other upload (logos, banners, pictures of products and devices) is public.
   */
  private?: boolean;
  /** A private use's readers beside its uploader: signed-in users holding this permission. */
  readPermission?: string;
}

const IMAGES = ['jpg', 'png', 'gif'] as const;

/**
 * The allowed uploads, one entry per use, chosen by `dataEntity` and `dataField`. The editor sends
 * entity `editor`, field `pic`. A use not in this table is refused.
 */
export const UPLOAD_USES = {
  editorPic: { dataEntity: 'editor', dataField: 'pic', kinds: IMAGES, maxMb: 5, typeMessage: 'uploadOnlyJpgPngGif' },
  /** Product main/detail images; suggested 290x266, 376x345 or 700x400. */
  productImage: { dataEntity: 'product', dataField: '*', kinds: IMAGES, maxMb: 2, typeMessage: 'uploadOnlyJpgPngGif' },
  rawMaterialImage: { dataEntity: 'rawMaterial', dataField: '*', kinds: IMAGES, maxMb: 2, typeMessage: 'uploadOnlyJpgPngGif' },
  healthCertificate: {
    dataEntity: 'user',
    dataField: 'healthCertificate',
    kinds: IMAGES,
    maxMb: 2,
    maxCount: 10,
    typeMessage: 'uploadOnlyJpgPngGif',
    private: true,
  },
  avatar: { dataEntity: 'user', dataField: 'avatar', kinds: IMAGES, maxMb: 2, maxCount: 1, typeMessage: 'uploadOnlyJpgPngGif' },
  customerLogo: { dataEntity: 'customer', dataField: 'logo', kinds: IMAGES, maxMb: 2, maxCount: 1, typeMessage: 'uploadOnlyJpgPngGif' },
  customerBanner: { dataEntity: 'customer', dataField: 'banner', kinds: IMAGES, maxMb: 2, typeMessage: 'uploadOnlyJpgPngGif' },
  deviceImage: { dataEntity: 'device', dataField: 'image', kinds: IMAGES, maxMb: 10, typeMessage: 'uploadOnlyJpgPngGif' },
  /** Order QR image, 8 cm x 8 cm. */
  deviceQrCode: { dataEntity: 'device', dataField: 'qrCode', kinds: IMAGES, maxMb: 2, maxCount: 1, typeMessage: 'uploadOnlyJpgPngGif' },
  deviceVideo: { dataEntity: 'device', dataField: 'video', kinds: ['mp4'], maxMb: 100, maxCount: 1, typeMessage: 'uploadOnlyMp4' },
  /** Banners and the idle image of a machine's own screen (interface configuration). */
  screenImage: { dataEntity: 'interface', dataField: '*', kinds: IMAGES, maxMb: 5, maxCount: 5, typeMessage: 'uploadOnlyJpgPngGif' },
  adImage: { dataEntity: 'advertisement', dataField: 'image', kinds: IMAGES, maxMb: 10, typeMessage: 'uploadOnlyJpgPngGif' },
  adVideo: { dataEntity: 'advertisement', dataField: 'video', kinds: ['mp4'], maxMb: 100, maxCount: 1, typeMessage: 'uploadOnlyMp4' },
  /** Photos of an inspection record taken at the machine. */
  inspectionPhoto: {
    dataEntity: 'inspection',
    dataField: 'photo',
    kinds: IMAGES,
    maxMb: 2,
    maxCount: 10,
    typeMessage: 'uploadOnlyJpgPngGif',
  },
  /** Photos of a repair taken at the machine when it is processed. */
  repairPhoto: {
    dataEntity: 'repair',
    dataField: 'photo',
    kinds: IMAGES,
    maxMb: 2,
    maxCount: 10,
    typeMessage: 'uploadOnlyJpgPngGif',
  },
  /** Documents of an online franchise application (licence, identity), sent before signing in. */
  franchiseDocument: {
    dataEntity: 'franchise',
    dataField: 'document',
    kinds: IMAGES,
    maxMb: 5,
    maxCount: 6,
    typeMessage: 'uploadOnlyJpgPngGif',
    private: true,
    // The reviewers' permission (FRANCHISEE_PERMS.list).
    readPermission: 'device:franchisee:list',
  },
  sharingPicture: {
    dataEntity: 'sharing',
    dataField: '*',
    kinds: ['png', 'jpg', 'bmp'],
    maxMb: 2,
    maxCount: 6,
    typeMessage: 'uploadOnlyPngJpgBmp',
  },
} as const satisfies Record<string, UploadRule>;
export type UploadUse = keyof typeof UPLOAD_USES;

/** The largest file any use accepts (the multipart limit of the server). */
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;

export const mbToBytes = (mb: number) => mb * 1024 * 1024;

/** The rule of an entity/field pair: the exact field first, then the entity's `*`. */
export function uploadRuleFor(dataEntity: string, dataField: string): UploadRule | undefined {
  const rules = Object.values(UPLOAD_USES) as UploadRule[];
  return (
    rules.find((r) => r.dataEntity === dataEntity && r.dataField === dataField) ??
    rules.find((r) => r.dataEntity === dataEntity && r.dataField === '*')
  );
}

/** The MIME types a rule accepts (also the `accept` attribute of a file input). */
export function uploadMimes(rule: Pick<UploadRule, 'kinds'>): string[] {
  return rule.kinds.map((k) => UPLOAD_KINDS[k].mime);
}

/** The kind of a MIME type, if it is one of ours. */
export function uploadKindOfMime(mime: string): UploadKind | undefined {
  const normalised = mime === 'image/jpg' || mime === 'image/pjpeg' ? 'image/jpeg' : mime === 'image/x-ms-bmp' ? 'image/bmp' : mime;
  return (Object.keys(UPLOAD_KINDS) as UploadKind[]).find((k) => UPLOAD_KINDS[k].mime === normalised);
}

/** Fields of the multipart upload beside `file`. */
export const uploadFieldsSchema = z.object({
  dataEntity: z.string().trim().min(1).max(50),
  dataField: z.string().trim().min(1).max(50),
});

/** Answer of POST /api/upload/Material: `data.url`. */
export interface UploadResult {
  url: string;
  name: string;
  size: number;
  mime: string;
}

/** POST /api/Material/deleteMaterial: the url (body or query). */
export const deleteMaterialSchema = z.object({ url: z.string().trim().min(1).max(500) });
