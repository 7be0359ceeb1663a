import { z } from 'zod';
import { genericName } from '../common/names';
import { INVALID_CODE } from '../common/text';

const id = z.uuid({ error: INVALID_CODE });

/** Organisation names follow the generic name rule (2–64 Chinese characters, letters, digits, _ and -). */
export const organisationName = genericName;

export const organisationCreateSchema = z.object({
  name: organisationName,
  /** null or absent: a top-level organisation. */
  parent_id: id.nullable().optional(),
});
export type OrganisationCreate = z.infer<typeof organisationCreateSchema>;

/** Rename and/or move; at least one of the two. */
export const organisationUpdateSchema = z.object({
  name: organisationName.optional(),
  parent_id: id.nullable().optional(),
});
export type OrganisationUpdate = z.infer<typeof organisationUpdateSchema>;

export const organisationIdParamsSchema = z.object({ id: z.uuid({ error: 'iot-http.404' }) });
export const organisationMemberParamsSchema = z.object({
  id: z.uuid({ error: 'iot-http.404' }),
  user_id: z.uuid({ error: 'iot-http.404' }),
});

export const organisationMembersAddSchema = z.object({
  user_ids: z
    .array(id, { error: INVALID_CODE })
    .min(1, { error: INVALID_CODE })
    .max(200, { error: INVALID_CODE }),
});
export type OrganisationMembersAdd = z.infer<typeof organisationMembersAddSchema>;

export interface OrganisationNode {
  id: string;
  name: string;
  parent_id: string | null;
  member_count: number;
  children: OrganisationNode[];
}
export const organisationNodeSchema: z.ZodType<OrganisationNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    parent_id: z.string().nullable(),
    member_count: z.number().int(),
    children: z.array(organisationNodeSchema),
  }),
);
export const organisationTreeSchema = z.object({ list: z.array(organisationNodeSchema) });
export type OrganisationTree = z.infer<typeof organisationTreeSchema>;

export const organisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  parent_id: z.string().nullable(),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const organisationMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  nick_name: z.string(),
});
export const organisationMemberListSchema = z.object({ list: z.array(organisationMemberSchema) });
export type OrganisationMemberList = z.infer<typeof organisationMemberListSchema>;
