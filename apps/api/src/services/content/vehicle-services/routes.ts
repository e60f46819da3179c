import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { describeVinError, validateVin } from '@lux/vehicle-tools';
import { TAGS } from '../../../http/docs.js';
import { NoQuery } from '../../../http/schemas.js';
import { errorResponses, sendError } from '../../../http/errors.js';
import { buildPackageFiles } from './package-files.js';
import { createVehicleServicesRepository, type PackageRow } from './repository.js';
import { CampaignsResponse, FileParams, LocaleQuery, MapUpdateResponse, PackageFileResponse, VinParams } from './schemas.js';

/** Per visitor address (the site passes it on in X-Forwarded-For, see http/security.ts): VINs are not for guessing in bulk. */
export const VEHICLE_SERVICES_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

export const NOT_RECOGNISED = 'VIN not recognised';

const fileUrl = (packageId: number, name: string) =>
  `/vehicle-services/map-updates/files/${packageId}/${encodeURIComponent(name)}`;

/** The VIN after the shared rules (@lux/vehicle-tools, as in the browser), or a 422 already sent. */
function checkedVin(reply: FastifyReply, input: string): string | null {
  const result = validateVin(input);
  if (result.ok) return result.vin;
  void sendError(reply, 422, describeVinError(result), { parameter: 'vin' });
  return null;
}

/** The VIN services of the map-update and VIN-checker blocks (issue 15, ADR 028 §3). */
export const vehicleServicesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = createVehicleServicesRepository(app.db);
  // Answers about one visitor's vehicle: never kept by a shared cache.
  const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

  app.get(
    '/vehicle-services/map-updates/:vin',
    {
      config: { rateLimit: VEHICLE_SERVICES_RATE_LIMIT },
      schema: {
        tags: [TAGS.content],
        summary: 'The newest map update for a vehicle, by VIN',
        description:
          'The VIN is normalised and checked like the block checks it (422 naming the rule: empty, length, ' +
          'characters, check_digit). An unknown VIN, or one whose navigation system has no package for its ' +
          'region, is 404 "VIN not recognised". Rate-limited per visitor address.',
        params: VinParams,
        querystring: LocaleQuery,
        response: { 200: MapUpdateResponse, ...errorResponses(400, 404, 422, 429, 500) },
      },
    },
    async (request, reply) => {
      const vin = checkedVin(reply, request.params.vin);
      if (vin === null) return reply;
      personal(reply);
      const vehicle = await repo.vehicle(vin);
      const pkg = vehicle && (await repo.newestPackage(vehicle.navigationSystem, vehicle.mapRegion));
      if (!vehicle || !pkg) return sendError(reply, 404, NOT_RECOGNISED, { parameter: 'vin' });
      const locale = request.query.locale ?? 'he';
      return {
        data: {
          vehicle: {
            vin: vehicle.vin,
            nameplate_key: vehicle.nameplateKey,
            model_year: vehicle.modelYear,
            navigation_system: vehicle.navigationSystem,
            region: vehicle.mapRegion,
          },
          package: {
            id: pkg.id,
            version: pkg.version,
            released_at: pkg.releasedAt.toISOString(),
            notes: locale === 'en' ? pkg.notesEn : pkg.notesHe,
            files: pkg.files.map((file) => ({ ...file, url: fileUrl(pkg.id, file.name) })),
          },
        },
      };
    },
  );

  app.get(
    '/vehicle-services/map-updates/files/:packageId/:name',
    {
      config: { rateLimit: VEHICLE_SERVICES_RATE_LIMIT },
      schema: {
        tags: [TAGS.content],
        summary: 'A file of a map-update package, as an attachment',
        description:
          'The bytes match the size and sha256 the package lists (see package-files.ts: the demo packages are ' +
          'generated from the package row). 404 for an unknown package or file.',
        params: FileParams,
        querystring: NoQuery,
        response: { 200: PackageFileResponse, ...errorResponses(400, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const pkg: PackageRow | null = await repo.packageById(Number(request.params.packageId));
      const listed = pkg?.files.find((file) => file.name === request.params.name);
      const built = pkg && listed && buildPackageFiles(pkg).find((file) => file.name === listed.name);
      // Serve only what the row promises: the listed size and hash, or nothing.
      if (!listed || !built || built.size_bytes !== listed.size_bytes || built.sha256 !== listed.sha256) {
        return sendError(reply, 404, 'No such file in this package', { parameter: 'name' });
      }
      return reply
        .header('content-type', built.contentType)
        .header('content-disposition', `attachment; filename="${built.name}"`)
        .header('content-length', String(built.size_bytes))
        .header('x-content-sha256', built.sha256)
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(built.bytes);
    },
  );

  app.get(
    '/vehicle-services/campaigns/:vin',
    {
      config: { rateLimit: VEHICLE_SERVICES_RATE_LIMIT },
      schema: {
        tags: [TAGS.content],
        summary: 'Whether a vehicle is in an active service campaign, by VIN',
        description: 'The VIN checker (B§3.2). 422 for a malformed VIN; any well-formed VIN gets an answer.',
        params: VinParams,
        querystring: LocaleQuery,
        response: { 200: CampaignsResponse, ...errorResponses(400, 422, 429, 500) },
      },
    },
    async (request, reply) => {
      const vin = checkedVin(reply, request.params.vin);
      if (vin === null) return reply;
      personal(reply);
      const en = request.query.locale === 'en';
      const campaigns = (await repo.activeCampaigns(vin)).map((row) => ({
        code: row.code,
        title: en ? row.titleEn : row.titleHe,
        description: en ? row.descriptionEn : row.descriptionHe,
      }));
      return { data: { vin, affected: campaigns.length > 0, campaigns } };
    },
  );
};
