import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsClientOptions } from '../../aws/client-options';
import { type RecordedRequest, type ScriptedAnswer, startWireServer } from '../../testing/wire-server';
import { amazonLocationAdapter } from './amazon-location-adapter';

/**
 * The Amazon Location adapter through its real wire code (signing, paths, JSON, errors) against a
 * local server answering in the place index REST API's documented format (API reference:
 * SearchPlaceIndexForText, SearchPlaceIndexForPosition, SearchPlaceIndexForSuggestions, GetPlace).
 */
const INDEX = '/places/v0/indexes/forksure-dev-places';

const philadelphiaPlace = {
  Label: 'Philadelphia, PA, USA',
  Geometry: { Point: [-75.16379, 39.95233] },
  Municipality: 'Philadelphia',
  SubRegion: 'Philadelphia County',
  Region: 'Pennsylvania',
  Country: 'USA',
  Interpolated: false,
  Categories: ['MunicipalityType'],
};
const zipPlace = {
  Label: '19103, Philadelphia, PA, USA',
  Geometry: { Point: [-75.1741, 39.9513] },
  Municipality: 'Philadelphia',
  Region: 'Pennsylvania',
  Country: 'USA',
  PostalCode: '19103',
  Interpolated: false,
  Categories: ['PostalCodeType'],
};
const cityHallAddress = {
  Label: '1400 John F Kennedy Blvd, Philadelphia, PA, 19107, USA',
  Geometry: { Point: [-75.16353, 39.95288] },
  AddressNumber: '1400',
  Street: 'John F Kennedy Blvd',
  Neighborhood: 'Center City',
  Municipality: 'Philadelphia',
  SubRegion: 'Philadelphia County',
  Region: 'Pennsylvania',
  Country: 'USA',
  PostalCode: '19107',
  Interpolated: false,
  Categories: ['AddressType'],
};
const zipPlaceId = 'AQAAAFUAn+9b/ZIP=';

async function serve(t: { after(fn: () => Promise<void>): void }, answer: (request: RecordedRequest) => ScriptedAnswer) {
  const server = await startWireServer(answer);
  t.after(() => server.close());
  const aws: AwsClientOptions = { endpoint: server.endpoint, region: 'eu-central-1', credentials, maxAttempts: 1 };
  return { server, adapter: amazonLocationAdapter({ aws, placeIndexName: 'forksure-dev-places' }) };
}

const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' };

/** Signs the request as received again: equal only if the path (escaped id included), headers and body are what was signed. */
async function resigned(request: RecordedRequest): Promise<string> {
  const authorization = String(request.headers.authorization);
  const signedNames = /SignedHeaders=([^,]+)/.exec(authorization)![1]!.split(';');
  const headers = Object.fromEntries(signedNames.map((name) => [name, String(request.headers[name])]));
  const date = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(String(request.headers['x-amz-date']))!;
  const signingDate = new Date(Date.UTC(+date[1]!, +date[2]! - 1, +date[3]!, +date[4]!, +date[5]!, +date[6]!));
  const [hostname, port] = String(request.headers.host).split(':');
  const signer = new SignatureV4({ service: 'geo', region: 'eu-central-1', credentials, sha256: Sha256 });
  const signed = await signer.sign(
    { method: request.method, protocol: 'http:', hostname: hostname!, port: Number(port), path: request.path, query: {}, headers, ...(request.body ? { body: request.body } : {}) },
    { signingDate },
  );
  return String(signed.headers.authorization);
}

const body = (request: RecordedRequest) => JSON.parse(request.body) as Record<string, unknown>;

describe('Amazon Location place index over the wire', () => {
  test('geocode: SearchPlaceIndexForText, signed for "geo", limited to cities, neighbourhoods and postal codes', async (t) => {
    const { server, adapter } = await serve(t, () => ({
      status: 200,
      body: {
        Summary: { Text: 'Philadelphia', MaxResults: 1, DataSource: 'Esri', FilterCategories: ['MunicipalityType', 'NeighborhoodType', 'PostalCodeType'] },
        Results: [{ Place: philadelphiaPlace, Relevance: 1, PlaceId: 'AQAAAFUA-city' }],
      },
    }));

    const result = await adapter.geocode('Philadelphia', { language: 'fr' });

    assert.deepEqual(result, {
      label: 'Philadelphia, Pennsylvania, US',
      location: { lat: 39.95233, lng: -75.16379 },
      city: 'Philadelphia',
      region: 'Pennsylvania',
      country: 'US',
    });
    const [request] = server.requests;
    assert.equal(request!.method, 'POST');
    assert.equal(request!.path, `${INDEX}/search/text`);
    assert.match(String(request!.headers['content-type']), /^application\/json/);
    assert.match(String(request!.headers.authorization), /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-central-1\/geo\/aws4_request/);
    assert.deepEqual(body(request!), {
      Text: 'Philadelphia',
      MaxResults: 1,
      FilterCategories: ['MunicipalityType', 'NeighborhoodType', 'PostalCodeType'],
      Language: 'fr',
    });
  });

  test('geocode: a postal code keeps its code in the label; no result is null', async (t) => {
    let call = 0;
    const { adapter } = await serve(t, () => ({
      status: 200,
      body: { Summary: { Text: 'x', DataSource: 'Esri' }, Results: call++ === 0 ? [{ Place: zipPlace, Relevance: 1 }] : [] },
    }));
    assert.deepEqual(await adapter.geocode('19103'), {
      label: 'Philadelphia, Pennsylvania 19103, US',
      location: { lat: 39.9513, lng: -75.1741 },
      city: 'Philadelphia',
      region: 'Pennsylvania',
      country: 'US',
      postalCode: '19103',
    });
    assert.equal(await adapter.geocode('nowhere at all'), null);
  });

  test('reverse: SearchPlaceIndexForPosition with [lng, lat]; the answer names the city, not the street', async (t) => {
    const { server, adapter } = await serve(t, () => ({
      status: 200,
      body: {
        Summary: { Position: [-75.1652, 39.9526], MaxResults: 1, DataSource: 'Esri' },
        Results: [{ Place: cityHallAddress, Distance: 61.2, PlaceId: 'AQAAAFUA-address' }],
      },
    }));
    const result = await adapter.reverseGeocode({ lat: 39.9526, lng: -75.1652 });
    assert.equal(result?.label, 'Philadelphia, Pennsylvania, US');
    assert.equal(result?.postalCode, undefined);
    assert.equal(result?.city, 'Philadelphia');
    assert.equal(server.requests[0]!.path, `${INDEX}/search/position`);
    assert.deepEqual(body(server.requests[0]!), { Position: [-75.1652, 39.9526], MaxResults: 1 });
  });

  test('reverse: nothing near (the open sea) is null', async (t) => {
    const { adapter } = await serve(t, () => ({ status: 200, body: { Summary: { Position: [-140, 0], DataSource: 'Esri' }, Results: [] } }));
    assert.equal(await adapter.reverseGeocode({ lat: 0, lng: -140 }), null);
  });

  test('autocomplete: SearchPlaceIndexForSuggestions, then GetPlace (GET, id escaped) for each position', async (t) => {
    const { server, adapter } = await serve(t, (request) => {
      if (request.path === `${INDEX}/search/suggestions`) {
        return {
          status: 200,
          body: {
            Summary: { Text: 'phi', MaxResults: 3, DataSource: 'Esri' },
            Results: [
              { Text: 'Philadelphia, PA, USA', PlaceId: 'AQAAAFUA-city', Categories: ['MunicipalityType'] },
              { Text: '19103, Philadelphia, PA, USA', PlaceId: zipPlaceId, Categories: ['PostalCodeType'] },
              { Text: 'Philadelphia, PA, USA (duplicate)', PlaceId: 'AQAAAFUA-city-2', Categories: ['MunicipalityType'] },
            ],
          },
        };
      }
      return { status: 200, body: { Place: request.path.endsWith(encodeURIComponent(zipPlaceId)) ? zipPlace : philadelphiaPlace } };
    });

    const suggestions = await adapter.autocomplete('phi', { limit: 3 });

    assert.deepEqual(suggestions, [
      { label: 'Philadelphia, Pennsylvania, US', kind: 'city', location: { lat: 39.95233, lng: -75.16379 } },
      { label: 'Philadelphia, Pennsylvania 19103, US', kind: 'postal-code', location: { lat: 39.9513, lng: -75.1741 } },
    ]);
    assert.deepEqual(body(server.requests[0]!), { Text: 'phi', MaxResults: 3, FilterCategories: ['MunicipalityType', 'NeighborhoodType', 'PostalCodeType'] });
    const gets = server.requests.filter((r) => r.method === 'GET').map((r) => r.path).sort();
    assert.deepEqual(gets, [`${INDEX}/places/AQAAAFUA-city`, `${INDEX}/places/AQAAAFUA-city-2`, `${INDEX}/places/AQAAAFUAn%2B9b%2FZIP%3D`]);
    const get = server.requests.find((r) => r.path.endsWith('ZIP%3D'))!;
    assert.equal(get.body, '');
    assert.equal(get.headers['content-type'], undefined);
    assert.equal(get.headers.authorization, await resigned(get));
    assert.equal(server.requests[0]!.headers.authorization, await resigned(server.requests[0]!));
  });

  test('autocomplete: one failed GetPlace drops that suggestion; all failing is an error', async (t) => {
    let failAll = false;
    const { adapter } = await serve(t, (request) => {
      if (request.method === 'POST') {
        return { status: 200, body: { Summary: {}, Results: [{ Text: 'A', PlaceId: 'a' }, { Text: 'B', PlaceId: 'b' }] } };
      }
      if (failAll || request.path.endsWith('/b')) {
        return { status: 404, headers: { 'x-amzn-errortype': 'ResourceNotFoundException' }, body: { message: 'Place not found' } };
      }
      return { status: 200, body: { Place: philadelphiaPlace } };
    });
    assert.deepEqual((await adapter.autocomplete('ph')).map((s) => s.label), ['Philadelphia, Pennsylvania, US']);
    failAll = true;
    await assert.rejects(adapter.autocomplete('ph'), { name: 'ResourceNotFoundException' });
  });

  test("the service's documented errors reach the caller by name", async (t) => {
    const { adapter } = await serve(t, () => ({
      status: 404,
      headers: { 'x-amzn-errortype': 'ResourceNotFoundException:http://internal.amazon.com/coral/com.amazonaws.geo/' },
      body: { message: "Place index 'forksure-dev-places' not found" },
    }));
    await assert.rejects(adapter.geocode('Paris'), (error: Error) => {
      assert.equal(error.name, 'ResourceNotFoundException');
      assert.match(error.message, /not found/);
      return true;
    });
  });
});
