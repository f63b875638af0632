// English messages of the shop's owners: the owner's own account, further owners and their
// invitations (/admin/settings/owners), the invitation mail, and the page that accepts an
// invitation (/admin/invitation/…). Owner-only group `owners`. Spread into en.ts.
export const ownersEn = {
  'owners.tab': 'Owners',
  'owners.title': 'Owners',
  'owners.intro': 'Your own account, and the other people who run the shop with you.',
  'owners.accountTitle': 'Your account',
  'owners.accountIntro': 'To change your email or password, enter your current password too.',
  'owners.email': 'Email',
  'owners.newPassword': 'New password',
  'owners.newPasswordHint': 'At least 8 characters. Leave empty to keep your password.',
  'owners.currentPassword': 'Current password',
  'owners.saveAccount': 'Save account',
  'owners.accountSaved': 'Your account is saved.',
  'owners.passwordSaved':
    'Your account is saved. Other devices you were signed in on are signed out.',
  'owners.listTitle': 'Everyone who runs the shop',
  'owners.listCaption': 'Owners, {count} in all',
  'owners.colEmail': 'Email',
  'owners.colSince': 'Owner since',
  'owners.colActions': 'Actions',
  'owners.you': 'you',
  'owners.remove': 'Remove',
  'owners.removeLabel': 'Remove {email}',
  'owners.removeTitle': 'Remove {email}?',
  'owners.removeBody':
    'They will be signed out at once and can no longer open the dashboard. Their API keys stop working.',
  'owners.removed': '{email} is no longer an owner.',
  'owners.lastOwner': 'The only owner cannot be removed.',
  'owners.inviteTitle': 'Invite another owner',
  'owners.inviteIntro':
    'They get a link to choose their password. The link works once, for 7 days.',
  'owners.inviteEmail': 'Their email',
  'owners.inviteSend': 'Invite',
  'owners.inviteSent': 'Invitation mailed to {email}.',
  'owners.inviteNoMail':
    'No mail was sent: this shop has no mail server set (SMTP_URL). Send {email} this link yourself:',
  'owners.inviteMailFailed':
    'The mail server did not accept the invitation for {email}. Send them this link yourself:',
  'owners.copyLink': 'Copy link',
  'owners.linkCopied': 'Link copied.',
  'owners.pendingTitle': 'Open invitations',
  'owners.pendingNone': 'No open invitations.',
  'owners.pendingCaption': 'Invitations, {count} open',
  'owners.colExpires': 'Link works until',
  'owners.colInvitedBy': 'Invited by',
  'owners.withdraw': 'Withdraw',
  'owners.withdrawLabel': 'Withdraw the invitation to {email}',
  'owners.withdrawn': 'The invitation to {email} is withdrawn; its link no longer works.',
  'owners.mailSubject': 'You are invited to run a shop with Pinwheel',
  'owners.mailBody':
    '{inviter} invited you to become an owner of their shop.\n\nChoose your password here (the link works once, for {days} days):\n{link}\n\nIf you did not expect this, ignore this mail.',
  'owners.acceptTitle': 'Become an owner',
  'owners.acceptIntro': 'You were invited to run this shop as {email}. Choose your password.',
  'owners.acceptPassword': 'Password',
  'owners.acceptPasswordHint': 'At least 8 characters.',
  'owners.acceptRepeat': 'Password again',
  'owners.acceptSubmit': 'Set password and sign in',
  'owners.acceptTooShort': 'Use at least 8 characters.',
  'owners.acceptMismatch': 'The two passwords are not the same.',
  'owners.linkUnknown':
    'This invitation link is not right. Ask the owner who invited you for a new one.',
  'owners.linkUsed': 'This invitation was already used. Sign in with the password you chose.',
  'owners.linkExpired': 'This invitation has expired. Ask the owner who invited you for a new one.',
  'owners.linkRevoked':
    'This invitation was withdrawn. Ask the owner who invited you if this is a mistake.',
  'owners.toSignIn': 'Go to sign in',
} as const;
