import type {
  HeaderSize,
  HeaderTag,
  ImageValue,
  LinkValue,
  ScrollIdField,
  SliderTheme,
} from '../shared/values';

/** Mirrors the `models-carousel` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  /** Rich text (html). */
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  box_color: SliderTheme;
}

/** One nameplate. */
export interface Group {
  /** A model key from the catalogue (e.g. `defender-110`, A§3) or a name as typed. */
  nameplate: string;
  car_image: ImageValue | null;
  /** A cut-out of the car; shown in place of car_image when both are set. */
  transparent_image: ImageValue | null;
  link: LinkValue | null;
  /** JSON text {name, rows: [{name, engine, consumption, price, lease}]}; the catalogue's versions when it has no rows. */
  specs: string;
}

/** One row of a nameplate's table: numbers are prices to format, text shows as typed. */
export interface SpecTableRow {
  name: string;
  engine: string;
  consumption: string;
  price: number | string | null;
  lease: number | string | null;
}

/** What the loader knows of a model key. */
export interface CatalogueModel {
  name: string;
  imageId: number | null;
  pagePath: string | null;
  rows: SpecTableRow[];
}

export interface ModelsCarouselData {
  /** By model key. */
  models: Record<string, CatalogueModel>;
}
