//
//  LGLegacyCell.m
//  Ledger
//
//  Created by Marta Kowalczyk on 12/03/2021.
//

#import "LGLegacyCell.h"

@implementation LGLegacyCell

- (void)setShowsReceipt:(BOOL)showsReceipt {
    _showsReceipt = showsReceipt;
    self.accessoryType = showsReceipt ? UITableViewCellAccessoryCheckmark : UITableViewCellAccessoryNone;
}

- (void)prepareForReuse {
    [super prepareForReuse];
    self.showsReceipt = NO;
}

@end
