// The shared contract-schema rules live in ui/fieldRule; kept here for the station feature's imports.
export { checkField, fieldRule, issueText, type RuleSchema } from '../../../ui/fieldRule';
