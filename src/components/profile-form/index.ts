export { ProfileForm, type Props as ProfileFormProps } from './profile-form'
export { emptyDraft, validateDraft, type ProfileDraft } from './draft'
export { DateRow, labelled, rangeOptions, SelectRow, TextRow, type Option } from './form-row'
