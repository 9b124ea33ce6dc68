export { IconEntry, type Props as IconEntryProps } from './icon-entry'
