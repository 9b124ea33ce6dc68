export { MemberCard, type Props as MemberCardProps } from './member-card'
