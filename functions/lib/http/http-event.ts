import type {
  APIGatewayEventRequestContextJWTAuthorizer,
  APIGatewayEventRequestContextV2,
  APIGatewayProxyEventV2WithRequestContext,
} from 'aws-lambda';

/**
 * The payload 2.0 event every HTTP function receives. Routes behind the JWT authorizer carry
 * `requestContext.authorizer.jwt`; public routes carry no authorizer, hence the optional field.
 * `parsedBody` is set by the JSON body parser; `event.body` stays the raw text (webhooks verify it).
 */
export type HttpEvent = APIGatewayProxyEventV2WithRequestContext<
  APIGatewayEventRequestContextV2 & { authorizer?: Partial<APIGatewayEventRequestContextJWTAuthorizer> }
> & { parsedBody?: unknown };
