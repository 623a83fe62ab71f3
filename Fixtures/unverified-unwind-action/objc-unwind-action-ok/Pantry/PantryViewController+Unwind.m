//
//  PantryViewController+Unwind.m
//  Pantry
//
//  The unwind action predates the Swift rewrite and was kept in Objective-C.
//

#import <UIKit/UIKit.h>
#import "Pantry-Swift.h"

@implementation PantryViewController (Unwind)

- (IBAction)unwindToPantry:(UIStoryboardSegue *)segue
{
    // The scanner hands its item over in its own prepare(for:sender:); here the list refreshes.
    [self.tableView reloadData];
}

@end
