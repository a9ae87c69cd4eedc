import type { OpenAPIObject } from '@nestjs/swagger';

/*
 * Parts of the OpenAPI document by their place in it: @nestjs/swagger declares these types but does
 * not export them from its entry point, and its package exports keep its files out of reach.
 */
export type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']>;
type ResponseOrReference = NonNullable<OperationObject['responses'][string]>;
export type ReferenceObject = Extract<ResponseOrReference, { $ref: string }>;
export type ResponseObject = Exclude<ResponseOrReference, { $ref: string }>;
