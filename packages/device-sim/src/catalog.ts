import type { Translations } from '@vr/contracts';
import catalogJson from './catalog.json' with { type: 'json' };

/**
 * The demo catalogue (device models and their containers, materials, beverages with recipes,
 * payment methods, cities), in four languages. The server's demo seed and the simulator both
 * read it from here.
 */
export type LocalizedText = Translations;

export interface CatalogModel {
  code: string;
  name: LocalizedText;
  kind: string;
  cupCapacity: number;
  containers: { material: string; capacity: number }[];
}

export interface CatalogMaterial {
  code: string;
  type: string;
  unit: string;
  accessory: string | null;
  name: LocalizedText;
  netContent: number;
  shelfLifeDays: number;
  costPrice: number;
  storageTemp: string;
}

export interface CatalogBeverage {
  code: string;
  model: string;
  type: string;
  price: number;
  name: LocalizedText;
  recipe: { order: number; material: string; amount: number; water?: number }[];
  cupSizes: string[];
  tastes?: unknown[];
}

export interface CatalogCity {
  country: string;
  province: string;
  city: string;
  district: string;
  lat: number;
  lng: number;
}

export interface Catalog {
  deviceModels: CatalogModel[];
  materials: CatalogMaterial[];
  beverages: CatalogBeverage[];
  paymentMethods: string[];
  cities: CatalogCity[];
}

export const catalog = catalogJson as unknown as Catalog;
