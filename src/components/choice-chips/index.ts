export { ChoiceChips, type Chip, type Props as ChoiceChipsProps } from './choice-chips'
