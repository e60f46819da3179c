import { createContext, use } from 'react';
import { browserVehicleServices, type VehicleServices } from './api';

const VehicleServicesContext = createContext<VehicleServices>(browserVehicleServices);

/** Replaces the calls of the VIN blocks (stories); the site uses the browser's fetch through its proxy. */
export const VehicleServicesProvider = VehicleServicesContext.Provider;

export function useVehicleServices(): VehicleServices {
  return use(VehicleServicesContext);
}
