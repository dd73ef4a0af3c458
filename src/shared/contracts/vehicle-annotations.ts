/**
 * ANNOTAZIONI VEICOLO (spec 000 §2 popups, §3 auto, §5): free text per plate, per workshop.
 * The plate must be longer than 6 characters. A yearly heading line (`--- 2026 ---`) is
 * added when the current year has none yet.
 */
import { z } from 'zod';
import { VEHICLE_ANNOTATIONS_MSG } from '@shared/messages';
import { normalizePlate } from '../domain/text';
import { multiLineText, singleLineText } from './common';
import { defineEndpoint } from './endpoint';

export const annotationPlateSchema = z
  .string()
  .max(20)
  .transform(normalizePlate)
  .refine((p) => p.length > 6, { message: VEHICLE_ANNOTATIONS_MSG.annotationNeedsPlate });

export const vehicleAnnotationSchema = z.object({
  plate: z.string(),
  model: z.string(),
  problems: z.string(),
});
export type VehicleAnnotation = z.infer<typeof vehicleAnnotationSchema>;
export const saveAnnotationInputSchema = z.object({
  model: singleLineText(100).default(''),
  problems: multiLineText(20_000),
});
export const annotationResponseSchema = z.object({ annotation: vehicleAnnotationSchema });
export const annotationParamsSchema = z.object({ plate: annotationPlateSchema });

const tag = 'vehicle-annotations';

/** GET /vehicle-annotations/:plate: the text gets this year's heading when missing. */
export const getAnnotation = defineEndpoint({
  method: 'GET',
  path: '/vehicle-annotations/:plate',
  access: 'workshop',
  tag,
  summary: 'Annotazioni di un veicolo',
  params: annotationParamsSchema,
  response: annotationResponseSchema,
  errors: [],
});

export const saveAnnotation = defineEndpoint({
  method: 'PUT',
  path: '/vehicle-annotations/:plate',
  access: 'workshop',
  tag,
  summary: 'Salva le annotazioni di un veicolo',
  params: annotationParamsSchema,
  body: saveAnnotationInputSchema,
  response: annotationResponseSchema,
  errors: [],
});

/** The heading line of a year in the annotation text. */
export function yearHeading(year: number): string {
  return `--- ${year} ---`;
}

/** Adds the current year's heading at the end when missing (a new paragraph each year). */
export function withYearHeading(text: string, year: number): string {
  const heading = yearHeading(year);
  if (text.includes(heading)) return text;
  return text.trim() === '' ? `${heading}\n` : `${text.replace(/\s+$/, '')}\n${heading}\n`;
}
