declare module '../../lib/events' {
  interface DomainEvents {
    /**
     * 注销账号, inside its transaction: each module erases what docs/data-map.md says of hers.
     * A module erasing files other members stored of her (story photos, the office's photos of
     * her, chat images) adds their URLs to `othersFiles`, so the stored files go after the commit.
     */
    'account.erasing': { tenantId: number; userId: number; phone: string | null; at: Date; othersFiles: string[] }
  }
}

export {}
