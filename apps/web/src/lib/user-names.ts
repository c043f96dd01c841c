interface Named {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

/** How the header names a user: first and last name, else the email. */
export function displayName(user: Named | null | undefined): string {
  const full = [user?.first_name, user?.last_name].filter(Boolean).join(' ').trim();
  return full || user?.email || '';
}

/** "Hey, {name}": the first name, else the part of the email before @, else "User". */
export function greetingName(user: Named | null | undefined): string {
  return user?.first_name?.trim() || user?.email?.split('@')[0] || 'User';
}
