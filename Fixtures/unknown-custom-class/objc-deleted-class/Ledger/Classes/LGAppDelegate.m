//
//  LGAppDelegate.m
//  Ledger
//
//  Created by Marta Kowalczyk on 12/03/2021.
//

#import "LGAppDelegate.h"

@implementation LGAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    return YES;
}

- (BOOL)application:(UIApplication *)application shouldRestoreSecureApplicationState:(NSCoder *)coder {
    return YES;
}

- (UIViewController *)application:(UIApplication *)application viewControllerWithRestorationIdentifierPath:(NSArray<NSString *> *)identifierComponents coder:(NSCoder *)coder {
    // State saved by builds before 3.0 can end in the old receipt screen; restore the orders list instead.
    if ([identifierComponents.lastObject isEqualToString:@"LGReceiptViewController"]) {
        UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
        return [storyboard instantiateInitialViewController];
    }
    return nil;
}

@end
