export { MemberAvatar, type Props as MemberAvatarProps } from './member-avatar'
