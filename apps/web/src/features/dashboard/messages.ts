/** Texts of the dashboard ('Mi estado'); the full dashboard comes with a later issue. */
export const dashboardMessages = {
  title: 'Mi estado',
  name: 'Manager',
  role: 'Rol',
  budget: 'Presupuesto',
  team: 'Equipo',
  noTeam: 'Sin equipo asignado',
  editProfile: 'Editar perfil',
} as const;
