/** The content service's answers for the VIN tools (ADR 028 §3); the blocks read them, the API writes them. */

export interface MapUpdateVehicle {
  vin: string;
  nameplate_key: string;
  model_year: number;
  navigation_system: string;
  region: string;
}

export interface MapUpdateFileLink {
  name: string;
  size_bytes: number;
  sha256: string;
  /** Path of the file below the content service (`/vehicle-services/map-updates/files/<id>/<name>`). */
  url: string;
}

export interface MapUpdatePackage {
  id: number;
  version: string;
  /** ISO 8601. */
  released_at: string;
  notes: string;
  files: MapUpdateFileLink[];
}

export interface MapUpdateLookup {
  vehicle: MapUpdateVehicle;
  package: MapUpdatePackage;
}

export interface ServiceCampaignSummary {
  code: string;
  title: string;
  description: string;
}

export interface VinCampaignAnswer {
  vin: string;
  affected: boolean;
  campaigns: ServiceCampaignSummary[];
}
